# Relocatable device code: compiled with nvcc -dc, linked by nvcc.
%.o: %.cu
	@hipcc $(NVCCFLAGS) -fgpu-rdc -c $< -o $@
