int low() { return 0; }
