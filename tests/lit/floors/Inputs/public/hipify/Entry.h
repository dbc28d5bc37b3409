#include "hipify/Result.h"
#include "llvm/ADT/StringRef.h"
#include <string>
