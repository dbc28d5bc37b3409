#include "Prediction.h"
#include "Location.h"
