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
# Hydro, CMS and FPS: every problem's package, made from the legacy
# pass-fail ones above (BASE=), as its reader needs it (package.d/
# check.sh; make test's formats family also plays and judges through
# the interactor and the checker as each system calls them).
# shellcheck source=tools/front/package.d/check.sh
. tools/front/package.d/check.sh
for f in hydro cms fps; do
	make package FORMAT=$f BASE=dist/package-pass-fail >/dev/null
done
for p in dist/package-hydro/*/; do hydro_ok "${p%/}"; done
for p in dist/package-cms/*/; do cms_ok "${p%/}"; done
fps_ok dist/package-fps/fps.xml
n=$(find dist/package-pass-fail -mindepth 2 -maxdepth 2 -name problem.yaml |
	wc -l)
[[ $(grep -c '^<item>$' dist/package-fps/fps.xml) == "$n" ]]
[[ $(unzip -Z1 dist/package-hydro/all.zip | grep -c '/problem.yaml$') == \
	"$n" ]] || ! command -v unzip >/dev/null
grep -qx 'filename: chess' dist/package-hydro/yishuangmuqi/testdata/config.yaml
grep -qx 'checker_type: kattis' dist/package-hydro/errichtactoe/testdata/config.yaml
grep -qx 'infile: "chess.in"' dist/package-cms/yishuangmuqi/task.yaml
grep -qx '#ST: 67' dist/package-cms/tomek/gen/GEN
make bench		# every problem within its manifest's caps
make fuzz N=100 SEED=1	# the short pass (2 s a problem); README: the long one
