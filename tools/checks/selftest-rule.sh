# shellcheck shell=bash
# shellcheck disable=SC2154,SC2034 # selftest.sh's variables, and the run's
# (rule, limits) lib.sh reads
# selftest-rule.sh: the judge's self-test of the one rule (tools/core/
# verdict.h) on runs made up: an exit status and what a program wrote,
# a comparison, a checker's and an interactor's verdicts.  Each case
# adds to selftest.sh's total, and a FAIL line and to bad when its
# verdict line is not what it must be.

# verdict_line RECORD: into line, RECORD's verdict, a tab and its detail
# (read_record), what each case below looks for.
verdict_line() {
	read_record "$1"
	line=${result[verdict]:-}$'\t'${result[detail]:-}
}

# The one rule (tools/core/verdict.c, as every tool calls it) on a run
# that exited with STATUS: expected EXPECTED (printf %b; NAME.err
# when SUFFIX is err, - for either), the program wrote OUT and ERR; the
# verdict line must hold WANT; then the rule's flag, if any.
verdict_case() {
	local expected=$work/want.$5
	printf '%b' "$2" >"$work/got"
	printf '%b' "$3" >"$work/said"
	if [[ $5 == - ]]; then expected=-; else printf '%b' "$1" >"$expected"; fi
	total=$((total + 1))
	line=$("$here/../../build/tools/verdict" ${6:+"$6"} 1000 256 64 \
		"EXIT $4 0 0 0 ended" in "$expected" "$work/got" "$work/said")
	verdict_line "$line"
	[[ $line == *"$7"* ]] && return
	bad=$((bad + 1))
	printf 'FAIL verdict of %q, %q, status %s against %q: want %s, got %s\n' \
		"$2" "$3" "$4" "$1" "$7" "$(printable "$line")"
}
# A rejection: status 1, no stdout, one line on stderr holding the .err
# text (every tool: the judge, make judge, mutants and fuzz once each had
# a rule of their own, and mutants took two lines).
verdict_case 'bad' '' 'line 1: bad\n' 1 err '' 'AC'
verdict_case 'bad' '' 'note\nline 1: bad\n' 1 err '' 'WA'
verdict_case 'bad' '' 'line 1: bad' 1 err '' 'not exactly one line'
verdict_case 'bad' '' 'line 1: bad\n' 0 err '' 'exit status 1, got 0'
verdict_case 'bad' '\n' 'line 1: bad\n' 1 err '' 'wrote to stdout'
verdict_case 'bad' '' 'line 1: odd\n' 1 err '' "lacks 'bad'"
verdict_case '' '' 'x\ny\n' 1 - '' 'not exactly one line'
verdict_case '' '' '' 0 - '' 'no answer'
verdict_case '1\n' '1\n' '' 3 out '' 'RE	(exit status 3)'
# The comparison alone: EXPECTED and GOT (backslash escapes, printf %b),
# and whether they match, or the words the verdict line must hold ("-" for
# none); then the rule's flag, if any (--tokens, --exact).
compare_case() {
	printf '%b' "$1" >"$work/want"
	printf '%b' "$2" >"$work/got"
	total=$((total + 1))
	line=$("$here/../../build/tools/verdict" ${4:+"$4"} 1000 256 64 \
		"EXIT 0 0 0 0 ended" in "$work/want" "$work/got" /dev/null)
	status=$?
	verdict_line "$line"
	if [[ $3 == match ]]; then
		(( status == 0 )) && return
	elif (( status == 1 )); then
		[[ $3 == - && $line != *whitespace* ]] && return
		[[ $3 != - && $line == *"$3"* ]] && return
	fi
	bad=$((bad + 1))
	printf 'FAIL compare %q against %q: want %s, got %s: %s\n' \
		"$2" "$1" "$3" "$status" "$line"
}
compare_case '1 2\n0\n' '1 2\r\n0\n\n\n' match
compare_case '1 2\n0\n' '1 2  \n0' match
compare_case '1 2\n0\n' '1 2\n0\n\0' -
compare_case '1 2\n0\n' '1 2\0\n0\n' -
compare_case '1 2\n0\n' '12\n0\n' -
compare_case '1 2\n0\n' '1 2 0\n' '(whitespace only)'
compare_case '1 2\n0\n' '1\n2\n0\n' '(whitespace only)'
compare_case '1 2\n3\n' '1\n2\n3' match --tokens
compare_case '1 2\n3\n' '1 2 4\n' "word 3 (your line 1): expected '3'" --tokens
compare_case 'x won\n' 'X won\n' "word 1" --tokens	# case matters
compare_case '1 2\n' '1 2\n\0' '\x00' --tokens
compare_case '5\n' '5\n' match --exact
compare_case '5\n' '5' 'presentation error' --exact
compare_case '1 2\n' '1  2\n' 'presentation error' --exact
compare_case '1\n2\n' '1\r\n2\n' 'presentation error' --exact
compare_case '1 2\n' '1 3\n' "line 1: expected '1 2', got '1 3'" --exact
# A checker's run (its sandbox line) and message, on an output the
# program wrote exiting 0: the verdict line must hold WANT.
checker_case() {
	printf '%b' "$2" >"$work/message"
	total=$((total + 1))
	line=$("$here/../../build/tools/verdict" --checker "$1" \
		"$work/message" 1000 256 64 "EXIT 0 0 0 0 ended" in \
		"$here/selftest/tests/add.out" "$here/selftest/tests/add.out" \
		/dev/null)
	verdict_line "$line"
	[[ $line == *"$3"* ]] && return
	bad=$((bad + 1))
	printf 'FAIL checker %q saying %q: want %s, got %s\n' "$1" "$2" \
		"$3" "$(printable "$line")"
}
checker_case 'EXIT 42 1 100 900 ended' '' 'AC'
checker_case 'EXIT 43 1 100 900 ended' 'row 2: \x1b[31m\nmore\n' \
	'WA	(row 2: \x1b[31m)'
checker_case 'EXIT 43 1 100 900 ended' '' 'WA	(the checker gave no reason)'
checker_case 'EXIT 0 1 100 900 ended' '' 'JE	(the checker exited 0, not 42'
checker_case 'EXIT 1 1 100 900 ended' 'cannot open x\n' \
	'JE	(the checker exited 1, not 42 or 43: cannot open x)'
checker_case 'RE 11 1 100 900 ended' '' 'JE	(the checker died of SIGSEGV)'
checker_case 'TLE 9 1 100 900 cpu' '' 'JE	(the checker did not finish: TLE)'
checker_case 'NONE' '' 'JE	(the checker did not finish: NONE)'

# judge_run with a checker (tests/common/checker.h's convention), each a
# script: PROGRAM, the checker's body, the verdict line's start.  The
# checker gets IN, ANSWER and a feedback folder, runs only after an exit
# 0, and is held to its limits.
judged_case() { rm -f "$work/checked"; scripted_case checker "$@"; }
# scripted_case KIND PROGRAM BODY WANT: judge_run with a script of BODY
# as the checker (KIND checker) or the interactor (KIND interactor), on
# the game of add.in; the verdict line must start with WANT.
scripted_case() {
	local rule=--$1=$work/$1 line
	printf '#!/bin/bash\n%s\n' "$3" >"$work/$1"
	chmod +x "$work/$1"
	total=$((total + 1))
	rm -rf "$work/cwd" && mkdir "$work/cwd"
	limit_ms=1000 limit_mib=64 checker_ms=300
	[[ $1 == interactor ]] && limit_ms=200 checker_ms=2000
	judge_run "$bindir/$2" "$here/selftest/tests/add.in" \
		"$here/selftest/tests/add.out" "$work/out" "$work/err" \
		"$work/cwd"
	line="${result[verdict]:-} ${result[detail]:-}"
	[[ $line == "$4"* ]] && return
	bad=$((bad + 1))
	printf 'FAIL %s script %q on %s: want %s, got %s\n' "$1" "$3" "$2" \
		"$4" "$(printable "$line")"
}
# shellcheck disable=SC2016 # the checkers' code, expanded as they run
same='[[ $(tr -d " \r\n" <"$2") == $(tr -d " \r\n") ]] && exit 42
echo "differs from $(basename "$2")" >"$3/judgemessage.txt"; exit 43'
judged_case ac "$same" 'AC'
judged_case wa "$same" 'WA (differs from add.out)'
# shellcheck disable=SC2016 # the checker's code, expanded as it runs
judged_case ac '[[ -d $3 && -f $1 ]] && echo "$*" >&2; exit 3' \
	'JE (the checker exited 3'
judged_case ac 'kill -SEGV $$' 'JE (the checker died of SIGSEGV)'
judged_case ac 'while :; do :; done' 'JE (the checker did not finish: TLE)'
judged_case crash "touch $work/checked; exit 42" 'RE'
judged_case wa "touch $work/checked; exit 42" 'AC'
[[ -e $work/checked ]] || {
	bad=$((bad + 1)); echo "FAIL the checker did not run after an exit 0"; }

# judge_run against an interactor (tools/core/interact.c, verdict.h's
# rule), each a script: PROGRAM, the interactor's body, the verdict
# line's start.  The game: the interactor writes "2 3", the program
# answers 5.
played_case() { scripted_case interactor "$@"; }
add=$(<"$here/selftest/tests/add.interactor")
played_case ac "$add" 'AC'
[[ $(<"$work/out.feedback/interaction") == $'<2 3\n>5  \r'* ]] || {
	bad=$((bad + 1)); echo "FAIL the interaction was not logged"; }
played_case wa "$add" 'WA (said 6)'
played_case crash "$add" 'RE (SIGSEGV)'
played_case loop "$add" 'TLE (limit 0.200 s)'
played_case sleep "$add" 'TLE (limit 0.200 s; asleep or waiting for input'\
' past 3 x the limit: did it flush its output?)'
# shellcheck disable=SC2016 # the interactors' code, expanded as they run
played_case loop 'echo "first" >"$3/judgemessage.txt"; exit 43' \
	'WA (first)'
# shellcheck disable=SC2016 # the interactors' code, expanded as they run
played_case ac 'cat "$1"; kill -SEGV $$' 'JE (the interactor died of SIGSEGV)'
# shellcheck disable=SC2016 # the interactors' code, expanded as they run
played_case ac 'cat "$1"; read -r; exit 0' \
	'JE (the interactor exited 0, not 42 or 43'
# shellcheck disable=SC2016 # the interactors' code, expanded as they run
played_case ac 'cat "$1"; read -r; exit 42' 'AC'
