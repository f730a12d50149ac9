"""Builds debref._core with CMake (docs/PYTHON.md "Install").

The libraries are compiled with -fPIC in their own build folder, so the default C++ build keeps
its flags: DEBREF_PYTHON_BUILD_DIR, by default build-python/<SOABI> at the repository root (one
folder per interpreter ABI, kept between installs so a rebuild is incremental; ccache is used
when installed). Nothing is downloaded: pybind11 comes from Debian's pybind11-dev.
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


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        if not (ROOT / "reference").is_dir():
            sys.exit("setup.py: build from the repository (pip install --no-build-isolation ./python)")
        soabi = sysconfig.get_config_var("SOABI") or "python"
        build = Path(os.environ.get("DEBREF_PYTHON_BUILD_DIR", ROOT / "build-python" / soabi))
        args = [
            "cmake", "-S", str(ROOT), "-B", str(build),
            "-DCMAKE_BUILD_TYPE=Release", "-DCMAKE_CXX_FLAGS_RELEASE=-O2 -DNDEBUG",
            "-DCMAKE_POSITION_INDEPENDENT_CODE=ON", "-DDEBREF_PYTHON_MODULE=ON",
            "-DPython_EXECUTABLE=" + sys.executable,
            "-Dpybind11_DIR=" + os.environ.get("DEBREF_PYBIND11_DIR", "/usr/lib/cmake/pybind11"),
        ]
        if shutil.which("ccache"):
            args.append("-DCMAKE_CXX_COMPILER_LAUNCHER=ccache")
        jobs = os.environ.get("DEBREF_PYTHON_JOBS", "2")
        subprocess.run(args, check=True, stdout=subprocess.DEVNULL)
        subprocess.run(["cmake", "--build", str(build), "-j", jobs, "--target", "_core"], check=True)
        built = next((build / "python").glob("_core*" + sysconfig.get_config_var("EXT_SUFFIX")))
        target = Path(self.get_ext_fullpath(ext.name))
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(built, target)


setup(ext_modules=[CMakeExtension("debref._core")], cmdclass={"build_ext": CMakeBuild})
