// `debref vectors --out DIR`: the test vectors of every family (harness/vectors/).
#include <filesystem>
#include <fstream>

#include "harness/cli/cli.hpp"
#include "harness/cli/commands.hpp"
#include "harness/families.hpp"

namespace debref {

int vectors_command(const VectorsOptions& options, std::ostream& out, std::ostream& err) {
  std::error_code ec;
  std::filesystem::create_directories(options.out, ec);
  if (ec) {
    err << "debref vectors: --out: cannot create \"" << options.out << "\": " << ec.message()
        << "\n";
    return 2;
  }
  std::vector<vectors::VectorFile> files = vectors::all_vectors(
      static_cast<int (*)(int, const char* const*, std::ostream&, std::ostream&)>(run_cli));
  for (const auto& f : files) {
    const auto path = std::filesystem::path(options.out) / f.name;
    const auto temporary = std::filesystem::path(path.string() + ".partial");
    {
      std::ofstream file(temporary);
      file << f.content.dump(2) << "\n";
      if (!file) {
        err << "debref vectors: --out: cannot write \"" << path.string() << "\"\n";
        std::filesystem::remove(temporary, ec);
        return 2;
      }
    }
    std::filesystem::rename(temporary, path, ec);  // a partial file never has the final name
    if (ec) {
      err << "debref vectors: --out: cannot write \"" << path.string() << "\"\n";
      return 2;
    }
    out << path.string() << ": " << f.content["vectors"].size() << " vectors\n";
  }
  return 0;
}

}  // namespace debref
