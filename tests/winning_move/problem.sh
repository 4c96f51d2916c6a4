# shellcheck shell=bash
# The code the tools run for winning_move; its facts are in
# problem.yaml beside it.  Bash, sourced by tools/core/lib.sh's
# read_problem.
# make judge, make hack: a shrunk input a person reads at a glance: one
# board (its size: the boards).
size_of() { grep -c '^?' "$1"; }
