// Starts with a user header, included with <> through -I.
#include <userlib.cuh>

int main() { return userSync() == cudaSuccess ? 0 : 1; }
