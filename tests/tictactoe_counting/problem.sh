# shellcheck shell=bash
# shellcheck disable=SC2034 # read by tools/core/lib.sh's read_problem
# What the tools need to know of tictactoe_counting (tools/README.md, "A
# problem's description"); bash, sourced by tools/core/lib.sh's
# read_problem.
cases=count	# t, then t grids of one line each
case_lines=1
answer_lines=1
compare=tokens	# Kattis compares tokens
# make judge, make hack: a shrunk input a person reads at a glance; CI
# asks that each wrong submission shrink to small_size (make test P=).
size_of() { head -n1 "$1"; }	# grids
small_size=1
# The write-up's picture (tools/front/pictures, make pictures): explain on the
# first case of this input.
example=sample/sample-1.in
