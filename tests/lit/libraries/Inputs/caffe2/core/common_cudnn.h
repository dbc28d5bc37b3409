// A stand-in for Caffe2's cuDNN helpers.
#pragma once
