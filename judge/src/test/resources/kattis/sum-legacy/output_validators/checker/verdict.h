// The validator's own header, beside it: built together, the folder on the include path.
#include <cstdlib>
#include <fstream>
#include <string>

[[noreturn]] inline void wrong(const char* feedback_dir, const std::string& message) {
  std::ofstream(std::string(feedback_dir) + "judgemessage.txt") << message << "\n";
  std::exit(43);
}
