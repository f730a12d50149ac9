"""Builds debref._core with CMake (docs/PYTHON.md "Install").

The extension is a target of the project's CMake tree (python/CMakeLists.txt), linked with the
same position-independent static libraries as the `debref` executable:
- DEBREF_BUILD_DIR=<a configured build folder> (the CTest `python` sets it): builds that
  folder's target for this interpreter (nothing to do when `cmake --build` already ran) and
  copies the module; DEBREF_NO_BUILD=1 only copies it (an error when it is missing).
- otherwise (standalone): configures the tree in build-python/<SOABI> for this interpreter only
  and builds the target there (a few minutes on 2 cores the first time; ccache when installed).
Nothing is downloaded: pybind11 comes from Debian's pybind11-dev.
"""
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path

# setuptools < 70.1 builds wheels with the `wheel` package; an interpreter without it (pip
# cannot download it here) borrows Debian's pure-Python python3-wheel, appended last.
try:
    import wheel  # noqa: F401
except ImportError:
    if os.path.isdir("/usr/lib/python3/dist-packages/wheel"):
        sys.path.append("/usr/lib/python3/dist-packages")

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent


class CMakeExtension(Extension):
    def __init__(self, name):
        super().__init__(name, sources=[])


def module_target(soabi):
    """The CMake target of this interpreter's module (python/CMakeLists.txt)."""
    return "debref_python_" + "".join(c if c.isalnum() else "_" for c in soabi)


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        if not (ROOT / "reference").is_dir():
            sys.exit("setup.py: build from the repository (pip install --no-build-isolation ./python)")
        soabi = sysconfig.get_config_var("SOABI") or "python"
        suffix = sysconfig.get_config_var("EXT_SUFFIX")
        jobs = os.environ.get("DEBREF_PYTHON_JOBS", "2")
        given = os.environ.get("DEBREF_BUILD_DIR")
        if given:
            build = Path(given).resolve()
            if not (build / "CMakeCache.txt").is_file():
                sys.exit(f"setup.py: DEBREF_BUILD_DIR={given} is not a configured CMake build folder")
        else:
            build = ROOT / "build-python" / soabi
            args = [
                "cmake", "-S", str(ROOT), "-B", str(build),
                "-DCMAKE_BUILD_TYPE=Release", "-DCMAKE_CXX_FLAGS_RELEASE=-O2 -DNDEBUG",
                "-DDEBREF_PYTHON_INTERPRETERS=" + sys.executable,
                "-Dpybind11_DIR=" + os.environ.get("DEBREF_PYBIND11_DIR", "/usr/lib/cmake/pybind11"),
            ]
            if shutil.which("ccache"):
                args.append("-DCMAKE_CXX_COMPILER_LAUNCHER=ccache")
            subprocess.run(args, check=True, stdout=subprocess.DEVNULL)
        built = build / "python" / soabi / ("_core" + suffix)
        if os.environ.get("DEBREF_NO_BUILD") != "1":
            subprocess.run(["cmake", "--build", str(build), "-j", jobs, "--target", module_target(soabi)],
                           check=True)
        if not built.is_file():
            sys.exit(f"setup.py: {built} is missing: configure {build} with pybind11-dev and "
                     f"{sys.executable} in DEBREF_PYTHON_INTERPRETERS, then build {module_target(soabi)}")
        target = Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


setup(ext_modules=[CMakeExtension("debref._core")], cmdclass={"build_ext": CMakeBuild})
