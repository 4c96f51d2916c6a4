# shellcheck shell=bash
# shellcheck disable=SC2034 # read by tools/core/lib.sh's read_problem
# What the tools need to know of weighted_tictactoe (tools/README.md, "A
# problem's description"); bash, sourced by tools/core/lib.sh's read_problem.
cases=one	# the input is one board of values
# Outputs compared as the source judge does (tools/core/compare.h): AtCoder
# judges the words.
compare=tokens
# make judge, make hack: a shrunk input a person reads at a glance: its
# size is the digits of its nine values.
size_of() { tr -cd '0-9' <"$1" | wc -c; }
small_size=12
# The write-up's picture (tools/front/pictures): explain on its first case.
example=sample/sample-1.in
