// `debref vectors --out DIR`: the test vectors of every family (harness/vectors/).
#include <sstream>

#include "harness/cli/cli.hpp"
#include "harness/cli/commands.hpp"
#include "harness/families.hpp"
#include "harness/io/input.hpp"
#include "harness/io/output.hpp"

namespace debref {

int vectors_command(const VectorsOptions& options, std::ostream& out, std::ostream& err) {
  try {
    if (options.out.empty()) throw InputError("--out: a directory (got \"\")");
    OutputSet dir(options.out, "--out");  // probed before the vectors are computed
    std::vector<vectors::VectorFile> files = vectors::all_vectors(
        static_cast<int (*)(int, const char* const*, std::ostream&, std::ostream&)>(run_cli));
    std::ostringstream listing;
    for (const auto& f : files) {
      const auto path = dir.add(f.name, f.content.dump(2) + "\n");
      listing << path.string() << ": " << f.content["vectors"].size() << " vectors\n";
    }
    dir.commit();  // every file or none
    out << listing.str();
    return 0;
  } catch (const InputError& e) {
    err << "debref vectors: " << e.what() << "\n";
    return 2;
  }
}

}  // namespace debref
