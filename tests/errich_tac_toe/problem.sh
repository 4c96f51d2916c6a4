# shellcheck shell=bash
# shellcheck disable=SC2034 # read by tools/core/lib.sh's read_problem
# What the tools need to know of errich_tac_toe (tools/README.md, "A
# problem's description"); bash, sourced by tools/core/lib.sh's read_problem.
# A count t comes first, but a case is n + 1 lines, n its own: count and
# each need a fixed case_lines (make judge cuts runs of cases by it), so
# the tools take the input as one; shrink.c drops cases itself.
cases=one
# Many answers are right: tests/errich_tac_toe/checker.c judges each
# output against the input (the .out files hold one right answer each).
compare=checker
# make judge, make hack: a shrunk input a person reads at a glance.
size_of() { tr -cd XO <"$1" | wc -c; }	# tokens, over all cases
small_size=3
# The write-up's picture (tools/front/pictures, make pictures): explain on the
# first case of this input.
example=sample/sample-1.in
