# shellcheck shell=bash
# shellcheck disable=SC2034 # read by tools/core/lib.sh's read_problem
# What the tools need to know of maze_tac_toe (tools/README.md, "A
# problem's description"); bash, sourced by tools/core/lib.sh's read_problem.
cases=one	# the input is one maze
# Outputs compared as the source judge does (tools/core/compare.h): USACO and
# Luogu ignore white space at line ends and after the last line; the words
# are the nearest rule a package states.
compare=tokens
# make judge, make hack: a shrunk input a person reads at a glance.
size_of() { head -n1 "$1"; }	# N
small_size=8
# The write-up's picture (tools/front/pictures): explain on its first case.
example=sample/sample-1.in
