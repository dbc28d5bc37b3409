// A stand-in for Caffe2's batch normalization operator.
#pragma once
