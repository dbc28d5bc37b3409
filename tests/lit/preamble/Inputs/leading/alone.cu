// Starts with headers no other source starts with.
#include <utility>

int main() {
  cudaStream_t stream;
  cudaStreamCreate(&stream);
  cudaStreamDestroy(stream);
  return 0;
}
