# shellcheck shell=bash
# shellcheck disable=SC2034 # read by tools/core/lib.sh's read_problem
# What the tools need to know of sanziqi2 (tools/README.md, "A problem's
# description"); bash, sourced by tools/core/lib.sh's read_problem.
cases=each	# boards one after another to the end (the statement: one)
case_lines=3
answer_lines=2
# Outputs compared as the source judge does (tools/core/compare.h):
# Luogu ignores white space at line ends and after the last line; the words
# are the nearest rule a package states.
compare=tokens
# make package: the exhaustive set, cut into one board a file, keeping the
# positions the statement allows (at most 3 stones).
cut_set=extra/all-5478-legal-positions
cut_per_file=1
keep_cut() {	# bash alone, no process: it runs once for each of 5478
	local board
	IFS= read -r -d '' board <"$1"
	board=${board//[^OX]/}
	(( ${#board} <= 3 ))
}
# make judge, make hack: a shrunk input a person reads at a glance.
size_of() { echo $(( $(wc -l <"$1") / 3 )); }	# boards
small_size=1
# The write-up's picture (tools/front/pictures): explain on its first case.
example=secret/trap-x-top.in
