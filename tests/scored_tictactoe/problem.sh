# shellcheck shell=bash
# shellcheck disable=SC2034 # read by tools/core/lib.sh's read_problem
# What the tools need to know of scored_tictactoe (tools/README.md, "A
# problem's description"); bash, sourced by tools/core/lib.sh's read_problem.
cases=count	# T, then T cases of case_lines lines: the mover, 3 rows
case_lines=4
answer_lines=1
# Outputs compared as the source judge does (tools/core/compare.h): HDU answers
# Presentation Error when only white space differs.
compare=exact
# make judge, make hack: a shrunk input a person reads at a glance.
size_of() { head -n1 "$1"; }	# cases
small_size=1
# The write-up's picture (tools/front/pictures): explain on its first case.
example=sample/sample-1.in
