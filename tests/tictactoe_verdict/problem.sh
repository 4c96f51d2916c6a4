# shellcheck shell=bash
# shellcheck disable=SC2034 # read by tools/core/lib.sh's read_problem
# What the tools need to know of tictactoe_verdict (tools/README.md, "A
# problem's description"); bash, sourced by tools/core/lib.sh's read_problem.
cases=each	# boards one after another to the end (the statement: one)
case_lines=3
answer_lines=1
# Outputs compared as the source judge does (tools/core/compare.h): Codeforces
# judges the words (testlib).
compare=tokens
# make judge, make hack: a shrunk input a person reads at a glance.
size_of() { echo $(( $(wc -l <"$1") / 3 )); }	# boards
small_size=1
# The write-up's picture (tools/front/pictures): explain on its first case.
example=sample/sample-1.in
