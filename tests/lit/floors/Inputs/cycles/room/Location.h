#include "Prediction.h"
