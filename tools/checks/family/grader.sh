# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# grader: build/tools/grader (tools/core/grader.c), the grader a scored
# legacy package ships for data/secret/, on each case below: FLAGS, the
# results it reads (`;` for a new line) and what it must print, or
# `exit 1` for input it must refuse with one line on stderr.  The score
# folds as the flags say; the verdict is AC when something passed and
# everything else is a wrong answer, else the first failure (under min,
# all or nothing, any failure is the verdict).  Then the
# one scoring rule, which folds by it (score_cases, below).
grader_cases() {
	cat <<-'CASES'
	avg|AC 100;WA 0;AC 100|AC 66.666666667
	avg|AC 100;AC 100;AC 100|AC 100.000000000
	sum|AC 20;WA 0;AC 25|AC 45.000000000
	|AC 20;WA 0|AC 20.000000000
	ignore_sample|AC 20;AC 5|AC 25.000000000
	avg|AC 100;TLE 0;AC 100|TLE 66.666666667
	sum|WA 0;RTE 0;AC 30|WA 30.000000000
	sum|WA 0;WA 0|WA 0.000000000
	sum|AC 10;OLE 0;AC 10|OLE 20.000000000
	sum|AC 10;MLE 0;JE 0|MLE 10.000000000
	sum|AC 10;JE 0;WA 0|JE 10.000000000
	min|AC 5;AC 3;AC 4|AC 3.000000000
	min|AC 5;WA 0;AC 5|WA 0.000000000
	min|WA 0;TLE 0|WA 0.000000000
	max|AC 5;AC 3;AC 4|AC 5.000000000
	min max sum|AC 5;AC 3|AC 8.000000000
	avg||AC 0.000000000
	sum|AC 1;XX 2|exit 1
	sum|AC nan|exit 1
	sum|AC -1|exit 1
	sum|AC 1 extra|exit 1
	sum|ACCEPTED 1|exit 1
	sum|AC inf|exit 1
	sum|AC 10;PE 0|exit 1
	sum|IF 0|exit 1
	CASES
}

# score_cases: the one scoring rule (score_record, tools/core/score.sh)
# on each case below: judging.scoring, judging.groups, the judge's
# records (a verdict, a space, the input; `;` between two) and the lines
# it must print (`;` between two).  Samples, hacks/ and a test of no
# group count nothing; RE is the grader's RTE, BUSY its JE.
score_cases() {
	cat <<-'CASES'
	tests||AC t/sample/1;AC t/secret/a;WA t/secret/b;AC t/secret/c|secret 100 2 3 AC 66.666666667;total AC 66.666666667
	tests||WA t/secret/a;RE t/secret/b|secret 100 0 2 WA 0.000000000;total WA 0.000000000
	tests||AC t/secret/a;RE t/secret/b;WA hacks/x|secret 100 1 2 RTE 50.000000000;total RTE 50.000000000
	all||AC t/secret/a;WA t/secret/b;AC t/secret/c|secret 100 2 3 WA 0.000000000;total WA 0.000000000
	all||AC t/secret/a;AC t/secret/b;WA t/sample/1|secret 100 2 2 AC 100.000000000;total AC 100.000000000
	all||AC t/secret/a;BUSY t/secret/b|secret 100 1 2 JE 0.000000000;total JE 0.000000000
	groups|small:33 large:67|AC t/secret/small-1;AC t/secret/max-small-2;WA t/secret/large-1;AC t/secret/large-2;WA t/secret/other-1|small 33 2 2 AC 33.000000000;large 67 1 2 WA 0.000000000;total AC 33.000000000
	groups|a:40 b:60|AC t/secret/a-1;TLE t/secret/b-1|a 40 1 1 AC 40.000000000;b 60 0 1 TLE 0.000000000;total TLE 40.000000000
	groups|a:40 b:60|AC t/secret/a-1|a 40 1 1 AC 40.000000000;b 60 0 0 AC 0.000000000;total AC 40.000000000
	CASES
}

# counted STATUS WHY...: one case of check_grader's, good when STATUS is
# 0, else bad, its failure said.
counted() {
	if (( $1 == 0 )); then
		good=$((good + 1))
	else
		bad=$((bad + 1))
		line FAIL grader "${*:2}"
	fi
}

check_grader() {
	local flags results want got status good=0 bad=0
	while IFS='|' read -r flags results want; do
		# shellcheck disable=SC2086 # the flags' words
		got=$(printf '%s' "$results" | tr ';' '\n' |
			build/tools/grader $flags 2>"$work/grader.err")
		status=$?
		if [[ $want == 'exit 1' ]]; then
			[[ $status == 1 && -z $got &&
			   $(wc -l <"$work/grader.err") == 1 ]]
		else
			[[ $status == 0 && $got == "$want" ]]
		fi
		counted $? "flags '$flags', results '$results':" \
			"'$got' (exit $status), not '$want'"
	done < <(grader_cases)
	local scoring groups records rules=0
	while IFS='|' read -r scoring groups records want; do
		rules=$((rules + 1))
		printf '%s\n' "$records" | tr ' ;' '\t\n' >"$work/score.record"
		got=$(score_record "$work/score.record" | paste -sd';')
		[[ $got == "$want" ]]
		counted $? "scoring $scoring, groups '$groups', records" \
			"'$records': '$got', not '$want'"
	done < <(score_cases)
	summary grader "$good" "$bad" "$((good + bad - rules)) results" \
		"graded as a scored package's data/secret/ is, $rules" \
		"records scored by the one rule (score_record)"
}

runs 132 check_grader --if tools
