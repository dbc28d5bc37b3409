int low();
inline int shared() { return 2; }
int high() { return shared(); }
int top() { return low(); }
