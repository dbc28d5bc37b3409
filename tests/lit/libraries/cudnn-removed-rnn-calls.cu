// Code written for cuDNN 7 calls what cuDNN 9 removed: its headers no longer
// declare these names, so clang cannot parse the calls (`--best-effort`
// converts the file all the same). cuDNN 7's RNN calls that take MIOpen's
// arguments are converted by their spelling; cudnnRNNBackwardWeights, whose
// workspace MIOpen takes before the gradient of the weights, is reordered
// only where clang parses the call, so it is reported here. What MIOpen lacks
// is reported, saying which cuDNN removed it and what replaced it.
// RUN: %hipify --best-effort %s -o %t.hip 2> %t.err; test $? -eq 1
// RUN: %FileCheck %s --input-file=%t.hip
// RUN: %FileCheck %s --check-prefix=ERR --input-file=%t.err

#include <cudnn.h>

void train(cudnnHandle_t h, cudnnRNNDescriptor_t rnn, int seq,
           cudnnTensorDescriptor_t *xd, void *x, cudnnTensorDescriptor_t hd,
           void *hx, cudnnTensorDescriptor_t *yd, void *y,
           cudnnFilterDescriptor_t dwd, void *dw, void *ws, size_t wsSize,
           void *rs, size_t rsSize) {
  size_t size;
  // CHECK: miopenGetRNNWorkspaceSize(h, rnn, seq, xd, &size);
  cudnnGetRNNWorkspaceSize(h, rnn, seq, xd, &size);
  // ERR: {{.*}}cudnn-removed-rnn-calls.cu:[[#@LINE+2]]:3: warning: 'cudnnRNNBackwardWeights' takes other arguments in HIP, which are rewritten only where a parsed call writes them (not in an inactive #if branch or a macro body); left as written [unconverted-audit]
  // CHECK: cudnnRNNBackwardWeights(h, rnn, seq, xd, x, hd, hx, yd, y, ws, wsSize, dwd, dw, rs, rsSize);
  cudnnRNNBackwardWeights(h, rnn, seq, xd, x, hd, hx, yd, y, ws, wsSize, dwd, dw, rs, rsSize);
  // ERR: {{.*}}cudnn-removed-rnn-calls.cu:[[#@LINE+2]]:3: warning: 'cudnnSetRNNDescriptor_v6' is unsupported in HIP (removed in cuDNN 9.0); use 'cudnnSetRNNDescriptor_v8' instead [unconverted-audit]
  // CHECK: cudnnSetRNNDescriptor_v6(h, rnn, 64, 2, nullptr, miopenRNNlinear, miopenRNNunidirection, miopenLSTM, miopenRNNdefault, miopenFloat);
  cudnnSetRNNDescriptor_v6(h, rnn, 64, 2, nullptr, CUDNN_LINEAR_INPUT, CUDNN_UNIDIRECTIONAL, CUDNN_LSTM, CUDNN_RNN_ALGO_STANDARD, CUDNN_DATA_FLOAT);
}
