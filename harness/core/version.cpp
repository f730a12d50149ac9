// The version string reported by `debref --version`.
namespace debref {
const char* version() {
  return "0.1.0";
}
}  // namespace debref
