// Declarations and expressions the parameter check tells apart.
#include <string>

namespace demo {

struct Options;

int planOutputs(const Options &Opts, const std::string &Root,
                std::vector<std::string> &Inputs, bool Inplace,
                unsigned Jobs, const char *What,
                std::map<std::string, int> &Seen);

inline int shortList(int A, int B = sizeof(int)) { return A + B; }

class Writer {
public:
  Writer(const Options &Opts, int A, int B, int C, int D, int E, int F,
         int G);
};

inline void build(const Options &Opts) {
  // A variable built from arguments and a call are no declarations.
  Writer W(Opts, 1, 2, 3, 4, 5, 6, 7);
  planOutputs(Opts, "root", Inputs, true, 2u, "x", Seen);
}

} // namespace demo
