# shellcheck shell=bash
# shellcheck disable=SC2154 # work and the helpers: .ci/run's, which
# sources this file from the clone's top, under set -euo pipefail
# CI's packages: every package written and validated, in both formats,
# and what each judge reads from them checked.

make package >/dev/null	# every package, every input validated
# A scored 2025-09 zip names the one DOMjudge takes instead (it reads no
# 2025-09 score); a pass-fail one, which DOMjudge reads, names none.
said=$(make -s package FORMAT=2025-09)
for zip in tomek interactivetictactoe ccf2018034; do
	[[ $said == *"for DOMjudge, take dist/package/$zip.zip"* ]]
done
[[ $said != *"take dist/package/tictactoeverdict.zip"* ]]
[[ $(make -s package P=tomek FORMAT=2025-09 SCORING=pass-fail) != \
	*"for DOMjudge"* ]]
# The output rule is the source judge's, here and in every package: the
# words for ccf201803_4 (all on one line is right), the bytes for HDU's
# scored_tictactoe (a blank line after its answers is a presentation
# error); case always matters, as Kattis's validator is told.
rm -rf "$work/rule" && mkdir -p "$work/rule/ccf" "$work/rule/scored"
for p in ccf:ccf201803_4 scored:scored_tictactoe; do
	cp "tests/${p#*:}/sample/sample-1.in" "tests/${p#*:}/sample/sample-1.out" \
		"$work/rule/${p%%:*}/"
done
printf 'int main(void) { puts("%s"); return 0; }\n' \
	"$(paste -sd' ' tests/ccf201803_4/sample/sample-1.out)" >"$work/rule/a.c"
printf 'int main(void) { puts("%s"); return 0; }\n' \
	"$(sed 's/$/\\n/' tests/scored_tictactoe/sample/sample-1.out |
		tr -d '\n')" >"$work/rule/b.c"
cc -include stdio.h -o "$work/rule/a" "$work/rule/a.c"
cc -include stdio.h -o "$work/rule/b" "$work/rule/b.c"
tools/front/judge -q src/ccf201803_4.c "$work/rule/a" "$work/rule/ccf"
out=$(tools/front/judge -q src/scored_tictactoe.c "$work/rule/b" \
	"$work/rule/scored") && exit 1
[[ $out == *"presentation error"* ]]
grep -qx 'validator_flags: case_sensitive' \
	dist/package/ccf2018034/problem.yaml
grep -qx 'validator_flags: case_sensitive space_change_sensitive' \
	dist/package/*/problem.yaml
grep -qx 'output_validator_args: \[case_sensitive\]' \
	dist/package-2025-09/ccf2018034/data/secret/test_group.yaml
[[ $(unzip -Z1 dist/package/ccf2018034.zip 2>/dev/null | grep -c '^problem.yaml$') == 1 ]] ||
	! command -v unzip >/dev/null	# problem.yaml at the zip's root
# An interactive problem's 2025-09 answers are empty, as BAPCtools asks,
# and its interactor judges a game alone from an empty answer.
[[ ! -s dist/package-2025-09/interactivetictactoe/data/sample/sample-1.ans ]]
mkdir -p "$work/fb" && mkfifo "$work/to" "$work/from"
bin/interactive_tictactoe >"$work/from" <"$work/to" &	# the fifos' order
status=0
build/tests/interactive_tictactoe/interactor \
	tests/interactive_tictactoe/sample/sample-1.in /dev/null "$work/fb" \
	<"$work/from" >"$work/to" || status=$?
wait
(( status == 42 ))
rm -f "$work/to" "$work/from"
# DOMjudge reads a partially accepted submission's points, not a verdict
# that contradicts its folder.
grep -q '@EXPECTED_SCORE@: [1-9]' \
	dist/package/interactivetictactoe/submissions/partially_accepted/*.c
grep -q '@EXPECTED_RESULTS@' \
	dist/package/interactivetictactoe/submissions/partially_accepted/*.c &&
	exit 1
# Scored as the source scored it: CCF CSP's each test alike, a folder a
# test (DOMjudge scores a folder as one) averaged by our grader, the
# wrong submissions partially accepted with their points as DOMjudge
# computes them (100 K / N, nine places cut); Code Jam's groups; the
# pass-fail packages without a score.
p=dist/package/ccf2018034
grep -qx 'type: scoring' $p/problem.yaml
grep -qx 'grading: custom' $p/data/secret/testdata.yaml
cmp tools/core/grader.c $p/graders/grader.c
n=$(find $p/data/secret -name '*.in' | wc -l)
[[ $(find $p/data/secret -mindepth 2 -name testdata.yaml | wc -l) == "$n" ]]
k=$(sed -n 's/^ \* Points: \([0-9]*\) of '"$n"' tests.*/\1/p' \
	tests/ccf201803_4/submissions/wrong_answer/best-starts-at-zero.c)
k=$((100 * k * 1000000000 / n))
grep -qx " \* @EXPECTED_SCORE@: $((k / 1000000000)).$(printf %09d \
	$((k % 1000000000)))" $p/submissions/partially_accepted/best-starts-at-zero.c
grep -qx 'max_score: 67' dist/package-2025-09/tomek/data/secret/group2/test_group.yaml
grep -qx 'type: \[scoring, interactive\]' \
	dist/package-2025-09/interactivetictactoe/problem.yaml
make package SCORING=pass-fail >/dev/null
make package FORMAT=2025-09 SCORING=pass-fail >/dev/null
grep -l scoring dist/package*-pass-fail/*/problem.yaml && exit 1
[[ ! -e dist/package-pass-fail/ccf2018034/submissions/partially_accepted ]]
# A checker's problem: its checker is the package's output validator,
# bundled into one file that compiles alone; 2025-09 ships the outputs
# that test it.  Both builds judge an output: the judges' and testlib's.
grep -qx 'validation: custom' dist/package/errichtactoe/problem.yaml
cc -o "$work/checker" dist/package/errichtactoe/output_validators/checker/checker.c
[[ -f dist/package-2025-09/errichtactoe/output_validator/checker.c ]]
[[ -n $(compgen -G 'dist/package-2025-09/errichtactoe/data/invalid_output/*.out') ]]
t=tests/errich_tac_toe/invalid_output/three-in-a-row
mkdir -p "$work/feedback"
"$work/checker" "$t.in" "$t.ans" "$work/feedback" <"$t.out" && exit 1
grep -q 'three X in a row' "$work/feedback/judgemessage.txt"
build/tests/errich_tac_toe/checker-testlib "$t.in" "$t.ans" "$t.ans" 2>&1 |
	grep -qx 'ok '
# Hydro: each problem's config lists every test once, its answer beside
# it, the points adding to 100; a title Hydro takes (a string); the pid
# its pattern; each statement as Markdown; one zip of all.
make package FORMAT=hydro >/dev/null
for p in dist/package-hydro/*/; do
	grep -qE '^pid: [a-z][0-9a-z]*$' "$p/problem.yaml"
	grep -qE '^title: ".+"$' "$p/problem.yaml"
	[[ -s $p/problem_en.md && -s $p/problem_zh.md ]]
	c=$p/testdata/config.yaml
	[[ $(awk '$1 == "score:" { s += $2 } END { print s }' "$c") == 100 ]]
	diff <(sed -n 's/^ *- input: //p' "$c" | sort) \
		<(cd "$p/testdata" && ls -- *.in)
	sed -n 's/^ *output: //p' "$c" | while read -r out; do
		[[ -f $p/testdata/$out ]]; done
done
[[ $(unzip -Z1 dist/package-hydro/all.zip | grep -c '/problem.yaml$') == \
	"$(find dist/package-hydro -mindepth 2 -maxdepth 2 -name problem.yaml |
		wc -l)" ]] || ! command -v unzip >/dev/null
grep -qx 'filename: chess' dist/package-hydro/yishuangmuqi/testdata/config.yaml
grep -qx 'checker_type: kattis' dist/package-hydro/errichtactoe/testdata/config.yaml
# Hydro's interactor convention, testlib's: the verdict's word and a
# space on stderr ("ok " or Hydro takes it for a wrong answer).
p=dist/package-hydro/interactivetictactoe/testdata
cc -o "$work/hydro-interactor" "$p/interactor.c"
mkfifo "$work/to" "$work/from"
for prog in bin/interactive_tictactoe "$work/rule/a"; do
	"$prog" >"$work/from" <"$work/to" &
	"$work/hydro-interactor" "$p/valid-first-random.in" "$work/tout" \
		"$p/valid-first-random.ans" <"$work/from" >"$work/to" \
		2>"$work/said" || true
	wait || true
	echo "$prog: $(head -c 40 "$work/said")"
done | paste -sd' ' |
	grep -qE "interactive_tictactoe: ok .*a: wrong (answer|output format) "
rm -f "$work/to" "$work/from"
# CMS: each task's GEN lists n_input tests, each an input and an output,
# its #ST points adding to 100 where it has them; the checker and the
# manager answer as CMS reads them (a score on stdout, exit 0).
make package FORMAT=cms >/dev/null
for p in dist/package-cms/*/; do
	n=$(sed -n 's/^n_input: //p' "$p/task.yaml")
	[[ $(grep -vc '^#' "$p/gen/GEN") == "$n" ]]
	[[ -f $p/input/input$((n - 1)).txt && -f $p/output/output$((n - 1)).txt &&
		! -e $p/input/input$n.txt ]]
	st=$(sed -n 's/^#ST: //p' "$p/gen/GEN" | paste -sd+)
	[[ -z $st || $((st)) == 100 ]]
	grep -qx 'public_testcases: ""' "$p/task.yaml"
done
grep -qx 'infile: "chess.in"' dist/package-cms/yishuangmuqi/task.yaml
grep -qx '#ST: 67' dist/package-cms/tomek/gen/GEN
t=tests/errich_tac_toe/invalid_output/three-in-a-row
[[ $(dist/package-cms/errichtactoe/check/checker "$t.in" "$t.ans" "$t.out" \
	2>/dev/null) == 0.0 ]]
[[ $(dist/package-cms/errichtactoe/check/checker "$t.in" "$t.ans" "$t.ans" \
	2>/dev/null) == 1.0 ]]
mkfifo "$work/to" "$work/from"
for prog in bin/interactive_tictactoe "$work/rule/a"; do
	timeout 10 "$prog" <"$work/to" >"$work/from" &
	timeout 10 dist/package-cms/interactivetictactoe/check/manager \
		"$work/from" "$work/to" >"$work/score" 2>/dev/null \
		<tests/interactive_tictactoe/secret/valid-first-random.in
	wait || true
	echo "$(<"$work/score")"
done | paste -sd' ' | grep -qx '1.0 0.0'
rm -f "$work/to" "$work/from"
# FPS: one fps.xml of every item, each with its tests in pairs and no
# sample HUSTOJ would grade; a group's marks adding to 100; the spj as
# HUSTOJ builds and calls it (gcc spj.c; spj IN ANSWER OUTPUT, exit 0
# right), and no byte XML refuses.
make package FORMAT=fps >/dev/null
x=dist/package-fps/fps.xml
[[ $(grep -c '^<item>$' $x) == $(find dist/package-fps -mindepth 2 \
	-name problem.xml | wc -l) ]]
[[ $(grep -c '<test_input name=' $x) == $(grep -c '<test_output name=' $x) ]]
grep -q '<sample_input' $x && exit 1
LC_ALL=C grep -q $'[\x01-\x08\x0b\x0c\x0e-\x1f]' $x && exit 1
for p in tomek interactivetictactoe notakto; do
	marks=$(grep -o '<test_input name="[^"]*\[[0-9]*\]"' \
		dist/package-fps/$p/problem.xml | grep -o '\[[0-9]*\]' |
		tr -d '[]' | paste -sd+)
	(( marks == 100 ))
done
sed -n '/^<spj language="C">/,/<\/spj>$/p' \
	dist/package-fps/errichtactoe/problem.xml |
	sed '1s/^<spj language="C"><!\[CDATA\[//; $s/\]\]><\/spj>$//' \
	>"$work/spj.c"
cc -o "$work/spj" "$work/spj.c"
t=tests/errich_tac_toe/invalid_output/three-in-a-row
"$work/spj" "$t.in" "$t.ans" "$t.out" 2>/dev/null && exit 1
"$work/spj" "$t.in" "$t.ans" "$t.ans" 2>/dev/null
# and the interactor as HUSTOJ calls it: IN user.out, no answer.
sed -n '/^<interactor language="C++">/,/<\/interactor>$/p' \
	dist/package-fps/interactivetictactoe/problem.xml |
	sed '1s/^<interactor language="C++"><!\[CDATA\[//
		$s/\]\]><\/interactor>$//' >"$work/hustoj-interactor.c"
cc -o "$work/hustoj-interactor" "$work/hustoj-interactor.c"
mkfifo "$work/to" "$work/from"
for prog in bin/interactive_tictactoe "$work/rule/a"; do
	timeout 10 "$prog" >"$work/from" <"$work/to" &
	status=0
	timeout 10 "$work/hustoj-interactor" \
		tests/interactive_tictactoe/secret/valid-first-random.in \
		"$work/user.out" <"$work/from" >"$work/to" 2>/dev/null || status=$?
	wait || true
	echo "$status"
done | paste -sd' ' | grep -qE '^0 [1-9]'
rm -f "$work/to" "$work/from"
make bench		# every problem within its manifest's caps
make fuzz N=600 SEED=1	# the short pass; README: the long one
