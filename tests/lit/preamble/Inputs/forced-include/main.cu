// Relies on a header the command line force-includes.
int main() { return userSync() == cudaSuccess ? 0 : 1; }
