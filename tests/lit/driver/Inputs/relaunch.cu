__global__ void child(int *p) {}
__global__ void parent(int *p) { child<<<1, 32>>>(p); }
void run(int *p) { parent<<<1, 1>>>(p); }
