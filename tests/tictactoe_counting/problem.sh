# shellcheck shell=bash
# The code the tools run for tictactoe_counting; its facts are in
# problem.yaml beside it.  Bash, sourced by tools/core/lib.sh's
# read_problem.
# make judge, make hack: a shrunk input a person reads at a glance; CI
# asks that each wrong submission shrink to small_size (make test P=).
size_of() { head -n1 "$1"; }	# grids
