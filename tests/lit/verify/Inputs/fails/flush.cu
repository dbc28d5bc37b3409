// No include: the conversion adds one before this line, so each line of
// the output is one below the CUDA line it comes from.
void flush() {
  cudaDeviceSynchronize();
  cudaCtxResetPersistingL2Cache();
}
