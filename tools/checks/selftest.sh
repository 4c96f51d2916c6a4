#!/usr/bin/env bash
# selftest: the judge's own tests.
#
#   tools/checks/selftest.sh BINDIR
#
# Each tools/checks/selftest/NAME.c is a tiny program, right or broken on purpose,
# built as BINDIR/NAME, whose header says the verdict the judge must give it
# (` * Expect:  VERDICT [text the line must hold]`; `TLE cpu`: a TLE whose
# time shown is at least the limit) and, for some, what the judge runs
# under (` * Judged under:  HELPER ARGS`: BINDIR/HELPER ARGS then the
# judge: a terminal, a planted key, six busy loops on its core; ` *
# Through files:  NAME`: NAME.in and NAME.out, as IO=file judges).  For
# each, the judge runs it on tools/checks/selftest/tests (` * Tests:
# FOLDER`: on tools/checks/selftest/FOLDER, every run of which must get
# the verdict, as its records say), with a file of the
# caller's open on descriptor 8, and this checks the verdict, that the
# judge ended in time (no hang: well within ten wall budgets), that its
# lines hold no control character a program wrote, that no process of
# BINDIR is left running afterwards and, for the helpers, that nothing
# reached the terminal.  Then the broken folders in tools/checks/selftest/ must
# give ERR.  Exit status 1 if anything is off.
set -u

bindir=${1:?usage: tools/checks/selftest.sh BINDIR}
here=$(dirname "$0")
bad=0 total=0
# shellcheck source=tools/core/lib.sh
. "$here/../core/lib.sh"

# The processes still running a program of BINDIR, in survivors[NAME]
# (Linux /proc), looked up once all have been judged.
declare -A survivors=()
find_survivors() {
	local p exe dir
	dir=$(cd "$bindir" && pwd -P)
	for p in /proc/[0-9]*; do
		exe=$(readlink "$p/exe" 2>/dev/null) || continue
		[[ $exe == "$dir"/* ]] && survivors[${exe##*/}]+=" ${p#/proc/}"
	done
}

make_work selftest
# shellcheck disable=SC2119 # not untrusted: unboxed, hostile ones are skipped
check_isolation
# Hostile programs (` * Hostile: yes`) run only isolated: unconfined they
# would reach the project, the network and every process.  connect.c
# knocks at a listener of its own, started here, where nothing may arrive.
hostile=()
for src in "$here"/selftest/*.c; do
	grep -q '^ \* Hostile: *yes' "$src" && hostile+=("$(basename "$src" .c)")
done
if [[ ${ISOLATE:-1} != 0 && -x $bindir/connect ]]; then
	"$bindir/connect" --listen >"$work/listener" 2>&1 &
	listener=$!
	for ((i = 0; i < 100; i++)); do
		[[ -s $work/listener ]] && break
		sleep 0.01
	done
fi
echo "the caller's own" >"$work/caller-file" && chmod 600 "$work/caller-file"
escaped=(selftest-escape.txt "${HOME:-/nonexistent}/selftest-escape.txt"
	/root/selftest-escape.txt /tmp/selftest-escape.txt)
# Two a core at once (most sleep or wait for their children), so that a
# busy machine does not push an honest one past its limit: the slow ones
# (TLE) take under a second; the hostile ones after the rest (a fork
# bomb slows what runs beside it).  judge_each PASS SOURCE...: each into
# $work/NAME.PASS (and .PASS.all).
at_once=$((2 * $(nproc 2>/dev/null || echo 2)))
judge_each() {
	local pass=$1 src name under files tests
	shift
	for src in "$@"; do
		while (( $(jobs -rp | grep -cvx "${listener:-0}") >= at_once ))
		do
			wait -n
		done
		name=$(basename "$src" .c)
		under=$(sed -n 's/^ \* Judged under:  //p' "$src")
		files=$(sed -n 's/^ \* Through files:  //p' "$src")
		tests=$(sed -n 's/^ \* Tests:  //p' "$src")
		{
			start=$(date +%s%N)
			# shellcheck disable=SC2086 # the helper's words
			${under:+"$bindir"/$under} "$here/../front/judge" \
				-v ${files:+--file "$files"} \
				--record "$work/$name.$pass.record" \
				"$src" "$bindir/$name" \
				"$here/selftest/${tests:-tests}" \
				>"$work/$name.$pass.all" 8<"$work/caller-file"
			echo "$((($(date +%s%N) - start) / 1000000))" \
				"$(head -n1 "$work/$name.$pass.all")" >"$work/$name.$pass"
		} &
	done
	for job in $(jobs -p); do
		[[ $job == "${listener:-}" ]] || wait "$job"
	done
}
# Those with a folder of runs (` * Tests:`) or much memory to touch
# (` * Heavy:  yes`) last, together: beside the others they would slow
# those past their limits.
plain=() unsafe=() many=()
for src in "$here"/selftest/*.c; do
	if grep -qE '^ \* (Tests:  |Heavy:  yes)' "$src"; then
		many+=("$src")
	elif [[ " ${hostile[*]} " == *" $(basename "$src" .c) "* ]]; then
		unsafe+=("$src")
	else
		plain+=("$src")
	fi
done
# The passes: counted (a cgroup a run) where one may be made, and always
# uncounted (CGROUPS=0: no cgroup, so that a submission is held to one
# process, tools/core/box.h), as a user who is not root has it.  A
# program's header says what it expects uncounted where that differs
# (` * Expect uncounted:  VERDICT [text]`): refused, never AC.
passes=(uncounted)
[[ $("$here/../../build/tools/sandbox" --probe 2>/dev/null) == *"counted: the whole"* ]] &&
	passes=(counted uncounted)
for pass in "${passes[@]}"; do
	export CGROUPS=1
	[[ $pass == uncounted ]] && export CGROUPS=0
	judge_each "$pass" "${plain[@]}"
	[[ ${ISOLATE:-1} == 0 ]] || judge_each "$pass" "${unsafe[@]}"
	[[ ${ISOLATE:-1} == 0 ]] || judge_each "$pass" "${many[@]}"
done
unset CGROUPS
if [[ -n ${listener:-} ]]; then
	kill "$listener" 2>/dev/null
	wait "$listener" 2>/dev/null
fi
find_survivors
for pass in "${passes[@]}"; do
for src in "$here"/selftest/*.c; do
	name=$(basename "$src" .c)
	[[ ${ISOLATE:-1} == 0 && " ${hostile[*]} " == *" $name "* ]] &&
		continue
	expect=$(sed -n 's/^ \* Expect:  //p' "$src")
	[[ $pass == uncounted ]] && grep -q '^ \* Expect uncounted:  ' "$src" &&
		expect=$(sed -n 's/^ \* Expect uncounted:  //p' "$src")
	verdict=${expect%% *} text=
	[[ $expect == *' '* ]] && text=${expect#* }
	total=$((total + 1))
	read -r took line <"$work/$name.$pass"
	left=${survivors[$name]:-}
	shown=$name
	[[ $pass == uncounted && ${#passes[@]} == 2 ]] && shown+=" (uncounted)"

	tests=$(sed -n 's/^ \* Tests:  //p' "$src")
	runs=$(compgen -G "$here/selftest/${tests:-tests}/*.in" | wc -l)
	got=$(awk -F '\t' -v v="$verdict" '$1 == v' \
		"$work/$name.$pass.record" 2>/dev/null | wc -l)

	problem=
	if [[ $line != "$verdict "* ]]; then
		problem="expected $verdict"
	elif (( got != runs )); then
		problem="$verdict on $got of $runs runs"
	elif [[ -n $text && $text != cpu && $line != *"$text"* ]]; then
		problem="expected '$text' in the line"
	elif ! read_limits "$src"; then
		problem="no Limits line in $src"
	elif [[ $text == cpu ]] && ! awk -v line="$line" -v ms="$limit_ms" \
		'BEGIN { split(line, w, " "); exit !(w[3] * 1000 >= ms) }'; then
		problem="a TLE shown under its limit"
	elif (( took > 10 * (3 * limit_ms + 200) + 5000 )); then  # a hang
		problem="took $took ms, more than the limits allow"
	elif LC_ALL=C grep -q '[[:cntrl:]]' <(tr -d '\t\n' <"$work/$name.$pass.all")
	then
		problem="the judge printed a control character a program wrote"
	elif grep -q 'something arrived' "$work/$name.$pass.all"; then
		problem="the program reached the caller's terminal"
	elif [[ -n $left ]]; then
		problem="left processes running: $left"
		# shellcheck disable=SC2086 # one pid a word
		kill -9 $left 2>/dev/null
		survivors[$name]=
	fi
	(( runs > 1 )) && line+="  ($verdict on all $runs runs)"
	if [[ -z $problem ]]; then
		printf 'ok   selftest/%-10s %s\n' "$shown" "$line"
	else
		bad=$((bad + 1))
		printf 'FAIL selftest/%-10s %s: %s\n' "$shown" "$problem" "$line"
	fi
done
done
# Programs run in an empty folder of their own: stray.c's file must not
# reach the project.
total=$((total + 1))
if [[ -e selftest-stray.txt || -e $here/selftest/tests/selftest-stray.txt ]]
then
	bad=$((bad + 1))
	echo "FAIL selftest/files      a file a program wrote reached the project"
	rm -f selftest-stray.txt "$here/selftest/tests/selftest-stray.txt"
else
	echo "ok   selftest/files      nothing a program wrote reached the project"
fi
# Nothing a hostile program tried got out: no file where it wrote, no
# byte at the listener.
if [[ ${ISOLATE:-1} == 0 ]]; then
	echo "skip selftest/hostile    ${#hostile[@]} hostile programs not run:" \
		"runs are not isolated"
else
	total=$((total + 1))
	out=$(ls "${escaped[@]}" 2>/dev/null; grep '^arrived' "$work/listener")
	if [[ -z $out ]]; then
		echo "ok   selftest/escaped    no file outside its folder, no" \
			"connection"
	else
		bad=$((bad + 1))
		echo "FAIL selftest/escaped    a hostile program got out:" \
			"${out//$'\n'/ }"
		rm -f "${escaped[@]}"
	fi
fi
rm -f /tmp/tictactoe-selftest-"$(sed -n 's/^listening //p' \
	"$work/listener" 2>/dev/null)".sock
# Compiling is boxed too (tools/core/box.sh compile_in_box, as make judge
# compiles): a source whose assembler directive .incbin pulls the
# project's Makefile, and then a file only the caller may read, into the
# program must not build; the same source built plainly does (so that
# this check can fail).
root=$(cd "$here/../.." && pwd -P)
for secret in "$root/Makefile" "$work/caller-file"; do
	[[ ${ISOLATE:-1} == 0 ]] || ! command -v cc >/dev/null && break
	total=$((total + 1))
	rm -rf "$work/cc" && mkdir "$work/cc" || exit 2
	printf '__asm__(".incbin \\"%s\\"");\nint main(void) { return 0; }\n' \
		"$secret" >"$work/cc/source.c"
	if ! cc -c -o /dev/null "$work/cc/source.c" 2>/dev/null; then
		bad=$((bad + 1))
		echo "FAIL selftest/compile    cannot build $secret even plainly"
	elif compile_in_box "$work/cc" /dev/null "$work/cc.err" cc \
		-o prog source.c; then
		bad=$((bad + 1))
		echo "FAIL selftest/compile    the compiler read $secret"
	else
		printf 'ok   selftest/compile    the compiler cannot read %s\n' \
			"${secret#"$root"/}"
	fi
done
# A supervisor killed outright (make fuzz's Ctrl-C kills it so) leaves
# nothing running: plain, its program dies with it.
total=$((total + 1))
ISOLATE=0 "$here/../../build/tools/sandbox" --time 10000 --memory 0 \
	--output 64 -- "$bindir/sleep" &
sleep 0.5
{ kill -9 $!; wait $!; } 2>/dev/null
sleep 0.2
left=
for pid in /proc/[0-9]*; do
	[[ $({ tr '\0' ' ' <"$pid/cmdline"; } 2>/dev/null) == "$bindir/sleep "* ]] &&
		left+=" ${pid#/proc/}" && kill -9 "${pid#/proc/}" 2>/dev/null
done
if [[ -n $left ]]; then
	bad=$((bad + 1))
	echo "FAIL selftest/killed     the program outlived its killed" \
		"supervisor (pid$left)"
else
	echo "ok   selftest/killed     a killed supervisor's program dies with it"
fi
# Broken test folders are errors, never passes: an .in with no answer, an
# answer with no .in, an .in with two answers, a folder with no tests.
for folder in broken:3 empty:1; do
	dir=$here/selftest/${folder%:*} want=${folder#*:}
	total=$((total + 1))
	out=$("$here/../front/judge" "$here/selftest/ac.c" "$bindir/ac" "$dir")
	errors=$(grep -c '^ERR ' <<<"$out")
	if (( errors == want )) && [[ $out == *"0 passed, $want failed" ]]; then
		printf 'ok   selftest/%-10s %d ERR lines, as expected\n' \
			"${folder%:*}" "$errors"
	else
		bad=$((bad + 1))
		printf 'FAIL selftest/%-10s expected %d ERR lines:\n%s\n' \
			"${folder%:*}" "$want" "$out"
	fi
done
# The one rule itself, on runs made up (selftest-rule.sh).
# shellcheck source=tools/checks/selftest-rule.sh
. "$here/selftest-rule.sh"
echo "judge self-test: $((total - bad)) of $total checks as expected"
(( bad == 0 ))
