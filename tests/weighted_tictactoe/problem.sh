# shellcheck shell=bash
# The code the tools run for weighted_tictactoe; its facts are in
# problem.yaml beside it.  Bash, sourced by tools/core/lib.sh's
# read_problem.
# make judge, make hack: a shrunk input a person reads at a glance: its
# size is the digits of its nine values.
size_of() { tr -cd '0-9' <"$1" | wc -c; }
