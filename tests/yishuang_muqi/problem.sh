# shellcheck shell=bash
# shellcheck disable=SC2034 # read by tools/core/lib.sh's read_problem
# What the tools need to know of yishuang_muqi (tools/README.md, "A
# problem's description"); bash, sourced by tools/core/lib.sh's read_problem.
cases=one	# the input is one board
# Outputs compared as the source judge does (tools/core/compare.h):
# Luogu and LOJ ignore white space at line ends and after the last line; the
# words are the nearest rule a package states.
compare=tokens
checks=picture	# tests/common/picture.c proves the header's staircase picture
# make judge, make hack: a shrunk input a person reads at a glance.
size_of() { local n m; read -r n m <"$1"; echo $((n * m)); }	# cells
small_size=4
# The write-up's picture (tools/front/pictures): explain on its first case.
example=sample/sample-1.in
