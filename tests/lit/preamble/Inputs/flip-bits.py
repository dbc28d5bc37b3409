"""Usage: flip-bits.py <file> <count> <seed>
Flips <count> bits at places chosen by <seed> in the middle half of <file>,
keeping its size and modification time: damage a size and date check misses."""
import os
import random
import sys

path, count, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
times = os.stat(path)
data = bytearray(open(path, "rb").read())
rng = random.Random(seed)
for _ in range(count):
    at = rng.randrange(len(data) // 4, 3 * len(data) // 4)
    data[at] ^= 1 << rng.randrange(8)
open(path, "wb").write(data)
os.utime(path, ns=(times.st_atime_ns, times.st_mtime_ns))
