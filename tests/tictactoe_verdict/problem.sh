# shellcheck shell=bash
# The code the tools run for tictactoe_verdict; its facts are in
# problem.yaml beside it.  Bash, sourced by tools/core/lib.sh's
# read_problem.
# make judge, make hack: a shrunk input a person reads at a glance.
size_of() { echo $(( $(wc -l <"$1") / 3 )); }	# boards
