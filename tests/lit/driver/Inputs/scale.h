#define SCALE 2
