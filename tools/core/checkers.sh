# shellcheck shell=bash
# shellcheck disable=SC2154 # result: judge_output's
# (tools/core/lib.sh, which sources this file)
# checker_cases SLUG CHECKER TESTLIB SCRATCH: CHECKER, built from
# tests/SLUG/checker.c, and its other builds (tests/common/checker.h):
# TESTLIB, in testlib's order, and beside it, named as it is with
# -lemon and -arbiter for -testlib, Lemon's and Arbiter's; on the
# problem's outputs (tools/docs/checkers.md): every answer of
# sample/ and secret/ and every output of valid_output/ accepted (full
# score), and every output of invalid_output/ rejected (0) with the
# reason its NAME.why holds (its judgemessage.txt printable ASCII:
# escaped, never raw; testlib's report file too), testlib's a wrong
# answer (1) or, where NAME.why's second line says PE, a wrong output
# format (2); each output a judge error when given as the answer; every
# case of judge_error/ (an input or an answer broken) a judge error whose
# reason holds its NAME.why, in every build.  SCRATCH names scratch
# files.  One line for each that is not so, with its file; status 1 if
# any (at the first with checker_first=1), 2 if a checker could not be
# run.  Sets checker_count, the cases tried.  $checker_tests, where set,
# is read in place of tests/ (make mutants: a copy, since a mutant may
# write its score or report over a file of its command line).
checker_cases() {
	# shellcheck disable=SC2034 # rule, limit_ms, limit_mib: judge_output's
	local rule=--checker=$2 limit_ms=1000 limit_mib=256 in base ans
	local bad=0 status
	checker_count=0
	local tests=${checker_tests:-tests}
	for in in "$tests/$1"/{sample,secret,valid_output,invalid_output}/*.in \
		"$tests/$1"/judge_error/*.in
	do
		[[ -e $in ]] || continue
		base=${in%.in} ans=${in%.in}.ans
		[[ -f $ans ]] || ans=$base.out
		checker_count=$((checker_count + 1))
		if [[ $in == */judge_error/* ]]; then
			judge_output "$in" "$ans" "$base.out" "$4" || (( $? < 2 )) ||
				return 2
			[[ ${result[verdict]} == JE &&
			   ${result[detail]} == *"$(head -n1 "$base.why")"* ]] ||
				{ bad=1; echo "$base.in:" \
					"${result[verdict]} ${result[detail]}," \
					"not JE ($(head -n1 "$base.why"))"; }
			status=3
		elif [[ $in == */invalid_output/* ]]; then
			judge_output "$in" "$ans" "$base.out" "$4" || (( $? < 2 )) ||
				return 2
			[[ ${result[verdict]} == WA &&
			   ${result[detail]} == *"$(head -n1 "$base.why")"* ]] ||
				{ bad=1; echo "$base.out:" \
					"${result[verdict]} ${result[detail]}," \
					"not WA ($(head -n1 "$base.why"))"; }
			[[ -z $(LC_ALL=C tr -d '\n -~' \
				<"$4.feedback/judgemessage.txt") ]] ||
				{ bad=1; echo "$base.out: judgemessage.txt holds" \
					"bytes other than printable ASCII"; }
			judge_output "$in" "$base.out" "$ans" "$4" || (( $? < 2 )) ||
				return 2
			[[ ${result[verdict]} == JE ]] ||
				{ bad=1; echo "$base.out as the answer: ${result[verdict]}," \
					"not JE"; }
			status=1
		else
			judge_output "$in" "$ans" "$base.out" "$4" || (( $? < 2 )) ||
				return 2
			[[ ${result[verdict]} == AC ]] ||
				{ bad=1; echo "$base.out: ${result[verdict]} ${result[detail]}"; }
			status=0
		fi
		[[ $status == 1 && $(sed -n 2p "$base.why") == PE ]] && status=2
		other_builds "$3" "$4" "$in" "$base.out" "$ans" "$status" \
			"$( [[ -f $base.why ]] && head -n1 "$base.why")" || bad=1
		(( bad && ${checker_first:-0} )) && return 1
	done
	in=$tests/$1/sample/sample-1.in
	checker_command_lines "$2" "$3" "$4" "$in" "${in%.in}.out" \
		"${in%.in}.out" || bad=1
	return "$bad"
}

# checker_command_lines CHECKER TESTLIB SCRATCH IN ANSWER OUTPUT: the
# checkers' command lines (tests/common/checker.h), on OUTPUT, a right
# one (the first sample's answer): the judges' build given FEEDBACK_DIR/
# and two arguments more, as BAPCtools passes them, as it would be
# without them; testlib's as testlib_command_lines says; a command line
# too short, a feedback folder that is not there, an answer file that is not
# there or a judgemessage.txt
# that cannot be written (/dev/full) a judge failure (1; testlib's 3),
# never 42 or 43, saying why on stderr.  One line for each that is not
# so; status 1 if any.
checker_command_lines() {
	local want got bad=0 said status
	rm -rf "$3.feedback" && mkdir "$3.feedback" || return 1
	timeout 10 "$1" "$4" "$5" "$3.feedback" <"$6" >/dev/null 2>&1
	want=$?
	timeout 10 "$1" "$4" "$5" "$3.feedback/" case_sensitive \
		space_change_sensitive <"$6" >/dev/null 2>&1
	got=$?
	(( got == want )) || { bad=1; echo "exit $got with FEEDBACK_DIR/ and" \
		"two arguments more, $want without"; }
	# a wrong output (an empty one) into a full disk
	ln -sf /dev/full "$3.feedback/judgemessage.txt"
	timeout 10 "$1" "$4" "$5" "$3.feedback" </dev/null >/dev/null 2>&1
	(( $? == 1 )) || { bad=1; echo "judgemessage.txt unwritable:" \
		"not a judge failure"; }
	for got in "$1 $4 $5:usage: $1 " \
		"$1 $4 $5 $3.none:cannot write $3.none/judgemessage.txt" \
		"$1 $4 $3.none $3.feedback:cannot open $3.none"; do
		rm -f "$3.feedback/judgemessage.txt"
		# shellcheck disable=SC2086 # the words of a command line
		said=$(timeout 10 ${got%%:*} <"$6" 2>&1 >/dev/null)
		status=$?
		said+=$(cat "$3.feedback/judgemessage.txt" 2>/dev/null)
		if (( status != 1 )) || [[ $said != *"${got#*:}"* ]]; then
			bad=1; echo "${got%%:*}: not a judge failure saying" \
				"'${got#*:}'"
		fi
	done
	said=$(timeout 10 "$2" "$4" "$6" 2>&1 >/dev/null)
	if (( $? != 3 )) || [[ $said != "FAIL usage: $2 "* ]]; then
		bad=1; echo "$2 with two arguments: not 3 with its usage"
	fi
	testlib_command_lines "$2" "$3" "$4" "$5" "$6" || bad=1
	score_command_lines "${2%-testlib}" "$3" "$4" "$5" "$6" || bad=1
	return "$bad"
}

# score_command_lines BASE SCRATCH IN ANSWER OUTPUT: Lemon's and
# Arbiter's builds (BASE-lemon, BASE-arbiter) on OUTPUT, a right one:
# FULL 0 a score of 0, exit 0; a command line of a word fewer or more,
# FULL not a score (x, -1), a SCORE, MESSAGE or $EVAL_SCORE that cannot
# be written (/dev/full, a folder that is not there) each a failure,
# exit 1, saying why (the usage naming the program as it was called).
# One line for each that is not so; status 1 if any.
score_command_lines() {
	local lemon=$1-lemon arbiter=$1-arbiter args want expect said bad=0 got
	local s=$2.score m=$2.message none=$2.none/file
	# shellcheck disable=SC2089 # the quotes are the message's
	for args in "0 $s $m:0:" "10 $s:1:usage: $lemon " \
		"10 $s $m more:1:usage: $lemon " "x $s $m:1:FULL is 'x'" \
		"-1 $s $m:1:FULL is '-1'" "10 /dev/full $m:1:" \
		"10 $s /dev/full:1:" "10 $s $none:1:"; do
		IFS=: read -r args want expect <<<"$args"
		# shellcheck disable=SC2086,SC2090 # the words of a command line
		said=$(timeout 10 "$lemon" "$3" "$5" "$4" $args 2>&1 >/dev/null)
		got=$?
		if (( got != want )) || [[ $said != *"$expect"* ]]; then
			bad=1; echo "$lemon IN OUT ANS $args: exit $got, not" \
				"$want${expect:+ saying \"$expect\"}"
		fi
		[[ $args != "0 "* || $(<"$s") == 0 ]] || { bad=1
			echo "$lemon with FULL 0: score $(<"$s"), not 0"; }
	done
	for args in "$3 $5" "$3 $5 $4 more"; do
		# shellcheck disable=SC2086 # the words of a command line
		said=$(EVAL_SCORE=$2.eval timeout 10 "$arbiter" $args 2>&1 \
			>/dev/null)
		got=$?
		if (( got != 1 )) || [[ $said != *"usage: $arbiter "* ]]; then
			bad=1; echo "$arbiter $args: exit $got, not 1 with its usage"
		fi
	done
	for args in /dev/full "$none"; do
		EVAL_SCORE=$args timeout 10 "$arbiter" "$3" "$5" "$4" \
			>/dev/null 2>&1
		got=$?
		(( got == 1 )) || { bad=1; echo "$arbiter with EVAL_SCORE=$args:" \
			"exit $got, not 1"; }
	done
	return "$bad"
}

# testlib_command_lines TESTLIB SCRATCH IN ANSWER OUTPUT: testlib's
# command lines as testlib's own checkers take them, on OUTPUT, a right
# one: IN OUT ANS alone 0; REPORT -appes or -APPES 0 with testlib's XML;
# REPORT and another word (-x, -A) or a word more a judge failure (3);
# testlib's options (--testset X, --group Y) anywhere 0 (other_builds:
# on every case, as without them), a --testset of no name or a --group
# with nothing after it 3;
# OUTPUT with a word '<&>' past its end PE, the XML's outcome
# presentation-error and the reason's <, & and > as &lt; &amp; &gt;, and
# with a REPORT that cannot be written (/dev/full) a judge failure.  One line for each that is not
# so; status 1 if any.
testlib_command_lines() {
	local args want got bad=0
	testlib_exits 0 "$1" --testset tests "$3" "$5" --group 1 "$4" || bad=1
	testlib_exits 0 "$1" "$3" "$5" "$4" --group '' || bad=1
	testlib_exits 3 "$1" "$3" "$5" "$4" --testset '' || bad=1
	testlib_exits 3 "$1" "$3" "$5" "$4" --testset || bad=1
	testlib_exits 3 "$1" "$3" "$5" "$4" --testset x --group || bad=1
	for args in ":0" "$2.report -appes:0" "$2.report -APPES:0" \
		"$2.report -x:3" "$2.report -A:3" "$2.report -appes more:3"; do
		want=${args##*:} args=${args%:*}
		# shellcheck disable=SC2086 # the words of a command line
		timeout 10 "$1" "$3" "$5" "$4" $args >/dev/null 2>&1
		got=$?
		(( got == want )) || { bad=1; echo "$1 IN OUT ANS $args: exit" \
			"$got, not $want"; }
		[[ $args == *appes || $args == *APPES ]] || continue
		[[ $(<"$2.report") == \
			'<?xml'*'<result outcome = "accepted">'*'</result>' ]] ||
			{ bad=1; echo "$1 ... $args: not testlib's XML"; }
	done
	{ cat "$5"; echo '<&>'; } >"$2.extra"
	timeout 10 "$1" "$3" "$2.extra" "$4" "$2.report" -appes >/dev/null 2>&1
	got=$?
	if (( got != 2 )) || [[ $(<"$2.report") != *'outcome = '\
"\"presentation-error\">the output goes on past the end: '&lt;&amp;&gt;'"\
'</result>' ]]
	then
		bad=1; echo "$1 on an output with '<&>' past its end: exit" \
			"$got, not 2 with it escaped in the XML"
	fi
	timeout 10 "$1" "$3" "$2.extra" "$4" /dev/full >/dev/null 2>&1
	got=$?
	(( got == 3 )) || { bad=1; echo "$1 with a REPORT it cannot write" \
		"(/dev/full): exit $got, not 3"; }
	return "$bad"
}

# testlib_exits STATUS TESTLIB ARG...: whether TESTLIB ARG... exits
# STATUS; a line saying so where it does not.
testlib_exits() {
	local want=$1 got
	shift
	timeout 10 "$@" >/dev/null 2>&1
	got=$?
	(( got == want )) && return 0
	echo "$*: exit $got, not $want"
	return 1
}

# other_builds TESTLIB SCRATCH IN OUT ANS STATUS WHY: the testlib, Lemon,
# Arbiter and CMS builds (-lemon, -arbiter, -cms beside TESTLIB) on one case,
# whose testlib exit status is STATUS (0 right, 1 wrong, 2 malformed, 3
# the judge's failure) and whose reason holds WHY: testlib's with a
# REPORT file, which holds the reason, and with testlib's options; Lemon's full score 10 or 0 and
# the reason, Arbiter's reason then 10 or 0, each exiting 0; the judge's
# failure exit 1 in both.  One line for each that is not so; status 1.
other_builds() {
	local base=${1%-testlib} got bad=0 score said
	local words=(ok "wrong answer" "wrong output format" FAIL)
	rm -f "$2.report" "$2.score" "$2.message" "$2.eval"
	said=$(timeout 10 "$1" "$3" "$4" "$5" "$2.report" 2>&1 >/dev/null)
	got=$?
	(( got == $6 )) || { bad=1; echo "$4: testlib's order, exit status" \
		"$got, not $6"; }
	[[ $said == "${words[$6]} "* ]] || { bad=1; echo "$4: testlib's" \
		"order says '${said:0:30}', not '${words[$6]} ...'"; }
	testlib_exits "$6" "$1" --testset tests "$3" --group 2 "$4" "$5" ||
		bad=1
	if (( $6 == 1 || $6 == 2 )) && { ! grep -qF -- "$7" "$2.report" ||
		[[ $(head -c 5 "$2.report") == '<?xml' ]]; }; then
		bad=1; echo "$4: testlib's report file does not say '$7'," \
			"plain"
	fi
	score=$(( $6 == 0 ? 10 : 0 ))
	timeout 10 "$base-lemon" "$3" "$4" "$5" 10 "$2.score" "$2.message" \
		>/dev/null 2>&1
	got=$?
	if (( $6 == 3 )); then
		(( got == 1 )) || { bad=1; echo "$4: Lemon's: exit $got, not 1"; }
	elif (( got != 0 )) || [[ $(<"$2.score") != "$score" ]] ||
		! grep -qF -- "${7:-ok}" "$2.message"; then
		bad=1; echo "$4: Lemon's: exit $got, score $(<"$2.score")," \
			"not 0, $score and '${7:-ok}'"
	fi
	EVAL_SCORE=$2.eval timeout 10 "$base-arbiter" "$3" "$4" "$5" \
		>/dev/null 2>&1
	got=$?
	if (( $6 == 3 )); then
		(( got == 1 )) || { bad=1; echo "$4: Arbiter's: exit $got, not 1"; }
	elif (( got != 0 )) || [[ $(sed -n 2p "$2.eval") != "$score" ]] ||
		[[ $(sed -n 1p "$2.eval") != *"${7:-ok}"* ]] ||
		[[ $(wc -l <"$2.eval") != 2 ]]; then
		bad=1; echo "$4: Arbiter's: exit $got, not 0 with two lines," \
			"'${7:-ok}' then $score"
	fi
	cms_build "$base-cms" "$2" "$3" "$4" "$5" "$6" "$7" || bad=1
	return "$bad"
}

# cms_build CMS SCRATCH IN OUT ANS STATUS WHY: CMS's build (the answer
# second): 1.0 or 0.0 on stdout, the reason on stderr, exit 0; the
# judge's failure exit 1.  A line if not so, status 1.
cms_build() {
	local got want=0.0
	(( $6 == 0 )) && want=1.0
	timeout 10 "$1" "$3" "$5" "$4" >"$2.cms" 2>"$2.why"
	got=$?
	if (( $6 == 3 )); then
		(( got == 1 )) || echo "$4: CMS's: exit $got, not 1"
		(( got == 1 ))
	elif (( got != 0 )) || [[ $(<"$2.cms") != "$want" ]] ||
		! grep -qF -- "${7:-Output is correct}" "$2.why"; then
		echo "$4: CMS's: exit $got, '$(head -c 20 "$2.cms")', not 0," \
			"$want and '${7:-Output is correct}'"
		return 1
	fi
}

