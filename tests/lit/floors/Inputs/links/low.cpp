int high();
int low() { return high(); }
