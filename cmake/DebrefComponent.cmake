# Components and the dependency direction (harness -> proofs -> reference; within a layer, a
# family folder uses the generic folders and the families it declares). Like Z3's
# COMPONENT_DEPENDENCIES: each component is a static library linked only to what it may use,
# and cmake/check_includes.cmake refuses, at build time and as a CTest, any #include of a
# component that is not the component itself or one of its (transitive) dependencies.


# debref_component(<name> DIRS <folder>... [FILES <file>...] [EXCLUDE <file>...]
#                  [DEPENDS <component>...] [LIBS <library>...])
# Folders are relative to the source root and not recursive; FILES adds single files.
function(debref_component name)
  cmake_parse_arguments(C "" "" "DIRS;FILES;EXCLUDE;DEPENDS;LIBS" ${ARGN})
  set(sources "")
  foreach(dir ${C_DIRS})
    file(GLOB found CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/${dir}/*.cpp)
    list(APPEND sources ${found})
  endforeach()
  foreach(f ${C_FILES})
    if(f MATCHES "\\.cpp$")
      list(APPEND sources ${CMAKE_SOURCE_DIR}/${f})
    endif()
  endforeach()
  foreach(f ${C_EXCLUDE})
    list(REMOVE_ITEM sources ${CMAKE_SOURCE_DIR}/${f})
  endforeach()
  if(sources)
    add_library(${name} STATIC ${sources})
    target_link_libraries(${name} PUBLIC ${C_DEPENDS} ${C_LIBS})
    if(DEBREF_PYTHON)
      # Linked into the Python extension too (python/CMakeLists.txt). -fno-semantic-interposition
      # keeps a non-PIC build's inlining (nothing relies on interposing a symbol).
      set_target_properties(${name} PROPERTIES POSITION_INDEPENDENT_CODE ON)
      target_compile_options(${name} PRIVATE -fno-semantic-interposition)
    endif()
    add_dependencies(${name} debref_layering)
  else()
    add_library(${name} INTERFACE)
    target_link_libraries(${name} INTERFACE ${C_DEPENDS} ${C_LIBS})
  endif()
  string(REPLACE ";" "," dirs "${C_DIRS}")
  string(REPLACE ";" "," files "${C_FILES}")
  string(REPLACE ";" "," deps "${C_DEPENDS}")
  set_property(GLOBAL APPEND PROPERTY DEBREF_COMPONENTS "${name}|${dirs}|${files}|${deps}")
endfunction()

# debref_family(<f> DEPENDS ...): the harness component of family <f> (harness/<f>, with
# core and io), listed for harness/families.cpp.
function(debref_family f)
  cmake_parse_arguments(F "" "" "DEPENDS" ${ARGN})
  debref_component(debref_harness_${f} DIRS harness/${f} DEPENDS debref_harness_core ${F_DEPENDS})
  set_property(GLOBAL APPEND PROPERTY DEBREF_HARNESS_FAMILIES debref_harness_${f})
endfunction()

# Adds every subfolder of the current folder that has a CMakeLists.txt (one per family), so a
# new family folder needs no line here.
function(debref_add_family_folders)
  file(GLOB children LIST_DIRECTORIES true ${CMAKE_CURRENT_SOURCE_DIR}/*)
  foreach(child ${children})
    if(IS_DIRECTORY ${child} AND EXISTS ${child}/CMakeLists.txt)
      add_subdirectory(${child})
    endif()
  endforeach()
endfunction()

# Writes the component manifest and the layering target; call after every component.
function(debref_layering_manifest)
  get_property(components GLOBAL PROPERTY DEBREF_COMPONENTS)
  set(text "")
  foreach(entry ${components})
    string(APPEND text "${entry}\n")
  endforeach()
  file(WRITE ${CMAKE_BINARY_DIR}/components.txt "${text}")
endfunction()

# The build-time check: every component library depends on it, so a wrong-way include fails
# the build; the CTest `layering` runs the same script.
function(debref_layering_target)
  debref_layering_manifest()
  file(GLOB_RECURSE layered CONFIGURE_DEPENDS
    ${CMAKE_SOURCE_DIR}/reference/*.cpp ${CMAKE_SOURCE_DIR}/reference/*.hpp
    ${CMAKE_SOURCE_DIR}/proofs/*.cpp ${CMAKE_SOURCE_DIR}/proofs/*.hpp
    ${CMAKE_SOURCE_DIR}/harness/*.cpp ${CMAKE_SOURCE_DIR}/harness/*.hpp
    ${CMAKE_SOURCE_DIR}/fuzz/*.cpp ${CMAKE_SOURCE_DIR}/fuzz/*.hpp)
  set(script ${CMAKE_SOURCE_DIR}/cmake/check_includes.cmake)
  set(args -DROOT=${CMAKE_SOURCE_DIR} -DMANIFEST=${CMAKE_BINARY_DIR}/components.txt)
  add_custom_command(OUTPUT ${CMAKE_BINARY_DIR}/layering.stamp
    COMMAND ${CMAKE_COMMAND} ${args} -DSTAMP=${CMAKE_BINARY_DIR}/layering.stamp -P ${script}
    DEPENDS ${layered} ${CMAKE_BINARY_DIR}/components.txt ${script}
    COMMENT "Checking every #include against the declared component dependencies")
  add_custom_target(debref_layering DEPENDS ${CMAKE_BINARY_DIR}/layering.stamp)
  add_test(NAME layering COMMAND ${CMAKE_COMMAND} ${args} -P ${script})
  set_tests_properties(layering PROPERTIES LABELS unit TIMEOUT 120)
endfunction()
