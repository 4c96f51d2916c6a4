# shellcheck shell=bash
# shellcheck disable=SC2034 # read by tools/core/lib.sh's read_problem
# What the tools need to know of ccf201803_4 (tools/README.md, "A
# problem's description"); bash, sourced by tools/core/lib.sh's read_problem.
cases=count	# T, then T cases of case_lines lines
case_lines=3
answer_lines=1
# Outputs compared as the source judge does (tools/core/compare.h): CCF CSP
# judges the words of the output.
compare=tokens
# make package: the exhaustive set, cut into statement-sized inputs of at
# most 5 boards (T <= 5).
cut_set=extra/all-2739-legal-boards
cut_per_file=5
# make judge, make hack: a shrunk input a person reads at a glance.
size_of() { head -n1 "$1"; }	# boards
small_size=1
# The write-up's picture (tools/front/pictures): explain on its first case.
example=sample/sample-1.in
