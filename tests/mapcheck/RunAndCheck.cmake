# Runs a command, requires its exit code, and checks its output (stdout and
# stderr) with FileCheck.
#   cmake -DEXIT_CODE=N -DCHECK_FILE=f -DFILECHECK=path -DOUTPUT=file
#         -P RunAndCheck.cmake -- command args...
set(command "")
set(after_separator OFF)
foreach(i RANGE 1 ${CMAKE_ARGC})
  if(after_separator AND DEFINED CMAKE_ARGV${i})
    list(APPEND command "${CMAKE_ARGV${i}}")
  elseif("${CMAKE_ARGV${i}}" STREQUAL "--")
    set(after_separator ON)
  endif()
endforeach()

execute_process(COMMAND ${command} RESULT_VARIABLE rc
  OUTPUT_VARIABLE out ERROR_VARIABLE err)
file(WRITE "${OUTPUT}" "${out}${err}")
message("${out}${err}")
if(NOT rc STREQUAL "${EXIT_CODE}")
  message(FATAL_ERROR "exit code ${rc}, expected ${EXIT_CODE}")
endif()
execute_process(COMMAND "${FILECHECK}" "${CHECK_FILE}" --input-file "${OUTPUT}"
  RESULT_VARIABLE check_rc)
if(NOT check_rc EQUAL 0)
  message(FATAL_ERROR "output does not match ${CHECK_FILE}")
endif()
