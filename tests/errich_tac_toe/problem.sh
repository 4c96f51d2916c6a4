# shellcheck shell=bash
# The code the tools run for errich_tac_toe; its facts are in
# problem.yaml beside it.  Bash, sourced by tools/core/lib.sh's
# read_problem.
# make judge, make hack: a shrunk input a person reads at a glance.
size_of() { tr -cd XO <"$1" | wc -c; }	# tokens, over all cases
