# shellcheck shell=bash
# lib.sh: what the bash tools share: runs and their verdicts, and the
# printer; it sources box.sh, measure.sh, facts.sh, score.sh,
# checkers.sh and progress.sh beside it.  Source it; it defines
# functions only.
# shellcheck disable=SC2034 # the variables it sets are for its callers

# plural N WORD [WORDS]: "1 case", "2 cases" (WORDS where it is not WORDs).
plural() {
	if (( $1 == 1 )); then echo "1 $2"; else echo "$1 ${3:-${2}s}"; fi
}

# printable [-v VAR] TEXT [MAX]: TEXT as one line a terminal cannot be
# driven by: control characters and bytes past ASCII as \xHH, cut after
# MAX of its bytes (default 200) with "..." after it, however many
# characters those take to show; printed, or with -v put in VAR (no
# subshell: the judge calls it for every test).
printable() {
	local LC_ALL=C into='' text max out='' c i
	[[ $1 == -v ]] && { into=$2; shift 2; }
	text=$1 max=${2:-200}
	if [[ $text == *[![:print:]]* ]]; then
		for ((i = 0; i < ${#text} && i < max; i++)); do
			c=${text:i:1}
			[[ $c == [[:print:]] ]] || printf -v c '\\x%02x' "'$c"
			out+=$c
		done
	else
		out=${text:0:max} i=${#out}
	fi
	(( i < ${#text} )) && out+=...
	put "$into" "$out"
}

# to_csv: the tab-separated lines of stdin as CSV rows, for a class's
# table and a contest's standings alike: every field quoted, a quote in
# it doubled, and one a spreadsheet would take for a formula (=, +, -,
# @ first) behind a ' so that it shows as text.
to_csv() {
	awk -F'\t' -v q="'" '{ line = ""
		for (i = 1; i <= NF; i++) { gsub(/"/, "\"\"", $i)
			if ($i ~ /^[=+@-]/) $i = q $i
			line = line (i > 1 ? "," : "") "\"" $i "\"" }
		print line }'
}

# put VAR TEXT: TEXT into VAR, or printed when VAR is empty.
put() {
	if [[ -n $1 ]]; then printf -v "$1" '%s' "$2"; else printf '%s' "$2"; fi
}

# run_limited PROG IN OUT ERR DIR: runs PROG in build/tools/sandbox, in
# the folder DIR, under the limits read_limits set: CPU time limit_ms
# times time_scale (1 unless set), memory limit_mib (judged unless
# judge_memory=0), output out_cap_mib; through the files NAME.in and
# NAME.out when JUDGE_FILE=NAME is in the environment (IO=file: the
# sandbox's --file), else through stdin and stdout.  Sets run_line, the sandbox's
# line, and from it run_outcome (how the run ended: OLE, MLE, TLE, RE,
# BUSY or EXIT), run_code (the signal, or the exit status), run_ms,
# run_kib, run_wall_us and run_end (ended, cpu, idle, starved or
# output).  A run, not
# a test: judge_run gives a test its verdict.  Status 2 when the sandbox
# could not run it.
out_cap_mib=64
run_limited() {
	local mem=0
	local sandbox=${JUDGE_TOOLS:-${BASH_SOURCE[0]%/*}/../../build/tools}/sandbox
	(( ${judge_memory:-1} )) && mem=$limit_mib
	run_line=$("$sandbox" --time $((limit_ms * ${time_scale:-1})) \
		--memory "$mem" --output "$out_cap_mib" --in "$2" --out "$3" \
		--err "$4" --dir "$5" ${JUDGE_FILE:+--file "$JUDGE_FILE"} \
		-- "$1") || return 2
	read -r run_outcome run_code run_ms run_kib run_wall_us run_end \
		<<<"$run_line"
}

# run_tests PROG LIST OUT ERR DIR [--stop]: PROG run on each test of
# LIST (a line each: IN, a tab, EXPECTED as judge_run takes it) by one
# sandbox (tools/core/sandbox.c --tests), under the limits and through
# the channel run_limited holds it to, each judged by the one rule
# ($rule --tokens, --exact or lines: not a checker's or an
# interactor's, which judge_run runs) and
# printed as a record, a line of named fields (read_record); --stop:
# none after the first that fails.  Status 2 when the sandbox failed.
run_tests() {
	local sandbox=${JUDGE_TOOLS:-${BASH_SOURCE[0]%/*}/../../build/tools}/sandbox
	local mem=0 word=${rule#--}
	(( ${judge_memory:-1} )) && mem=$limit_mib
	"$sandbox" --time $((limit_ms * ${time_scale:-1})) --memory "$mem" \
		--output "$out_cap_mib" --tests "$2" --rule "${word:-lines}" \
		--out "$3" --err "$4" --dir "$5" ${6:+"$6"} \
		${JUDGE_FILE:+--file "$JUDGE_FILE"} -- "$1"
}

# read_record LINE: a record of run_tests into the array result, a
# field's name (verdict, outcome, code, cpu_ms, peak_kib, wall_us, end,
# in, detail: tools/core/sandbox.c says each) to its value.
declare -gA result=()
read_record() {
	local IFS=$'\t' fields field
	read -ra fields <<<"$1"
	result=()
	for field in "${fields[@]}"; do result[${field%%=*}]=${field#*=}; done
}

# run_interactive PROG IN ANSWER OUT ERR DIR FEEDBACK: PROG played
# against the interactor $rule names (--interactor=INTERACTOR), through
# tools/core/interact.c: PROG boxed as run_limited boxes it, in DIR, its
# output into OUT and ERR; the interactor (`INTERACTOR IN ANSWER
# FEEDBACK`) as run_checker runs a checker, FEEDBACK made anew, the
# exchange into FEEDBACK/interaction.  Sets what run_limited sets, and
# interact_line, the interactor's sandbox line, and interact_first, the
# side that ended first (names no caller uses: tools/front/judge has a
# `first` of its own).  Status 2 when the run could not be had.
run_interactive() {
	local mem=0 lines
	local tools=${JUDGE_TOOLS:-${BASH_SOURCE[0]%/*}/../../build/tools}
	(( ${judge_memory:-1} )) && mem=$limit_mib
	rm -rf "$7" && mkdir "$7" || return 2
	lines=$("$tools/interact" --time $((limit_ms * ${time_scale:-1})) \
		--memory "$mem" --output "$out_cap_mib" --out "$4" --err "$5" \
		--dir "$6" --judge-time "${checker_ms:-10000}" \
		--judge-memory "${checker_mib:-1024}" \
		--interactor "${rule#--interactor=}" --in "$2" --answer "$3" \
		--feedback "$7" -- "$1") || return 2
	{ read -r run_line; read -r interact_line; read -r interact_first; } \
		<<<"$lines"
	read -r run_outcome run_code run_ms run_kib run_wall_us run_end \
		<<<"$run_line"
}

# last_lines FEEDBACK: the last lines of an interactive test's exchange
# (FEEDBACK/interaction: "<" the interactor's lines, ">" the program's),
# indented and escaped: where the game went wrong.
last_lines() {
	local line
	[[ -s $1/interaction ]] || return 0
	echo "     the exchange's last lines (< to the program, > from it):"
	while IFS= read -r line; do
		printf '       %s\n' "$(printable "$line" 70)"
	done < <(tail -n 9 "$1/interaction")
}

# judge_run PROG IN EXPECTED OUT ERR DIR: the one way a tool judges a
# test.  PROG runs on IN (run_limited), and tools/core/verdict.c gives
# the test its verdict by the one rule (tools/core/verdict.h): EXPECTED
# is the expected output, compared by $rule (--tokens, --exact, or lines
# when empty) or judged by a checker ($rule --checker=CHECKER: see
# run_checker), or the answer an interactor is given ($rule
# --interactor=INTERACTOR: PROG plays against it, run_interactive), or
# NAME.err, an expected rejection, or - for either an answer or a
# rejection.  Its record goes into the array result, as read_record
# puts a record of run_tests: verdict (AC, WA, RE, TLE, MLE, OLE or
# BUSY; JE when the checker failed), detail (what a person reads after
# it), outcome, code, cpu_ms, peak_kib, wall_us, end and in; a front-end
# reads the test from it alone.  Status 0 for AC, 1 for another
# verdict, 2 when the run or the verdict could not be had (result
# empty).
judge_run() {
	result=()
	# an interactive problem's rejection test (NAME.err) is the
	# program's own input, a line no interactor would write: no game
	if [[ $rule == --interactor=* && $3 != *.err ]]; then
		run_interactive "$1" "$2" "$3" "$4" "$5" "$6" "$4.feedback" ||
			return 2
	else
		run_limited "$1" "$2" "$4" "$5" "$6" || return 2
	fi
	verdict_of "$2" "$3" "$4" "$5"
}

# judge_output IN EXPECTED OUT SCRATCH: the verdict of OUT, an output
# written beforehand (as by a run that exited 0 within every limit,
# stderr empty), on IN, as judge_run gives it (result), the checker's feedback
# folder SCRATCH.feedback: for testing a checker on outputs right and
# wrong.
judge_output() {
	run_line="EXIT 0 0 0 0 ended" run_outcome=EXIT run_code=0
	run_ms=0 run_kib=0 run_wall_us=0 run_end=ended
	verdict_of "$1" "$2" "$3" /dev/null "$4.feedback"
}

# verdict_of IN EXPECTED OUT ERR [FEEDBACK]: after a run, its verdict
# (judge_run); a checker's feedback folder FEEDBACK, OUT.feedback unless
# given.
verdict_of() {
	local verdict=${JUDGE_TOOLS:-${BASH_SOURCE[0]%/*}/../../build/tools}/verdict
	local line status flags=(${rule:+"$rule"})
	if [[ $rule == --checker=* ]]; then
		line=$(run_checker "${rule#--checker=}" "$1" "$2" "$3" \
			"${5:-$3.feedback}") || return 2
		flags=(--checker "$line" "${5:-$3.feedback}/judgemessage.txt")
	elif [[ $rule == --interactor=* && $2 == *.err ]]; then
		flags=()	# a rejection: the program alone (judge_run)
	elif [[ $rule == --interactor=* ]]; then
		flags=(--interactor "$interact_line" \
			"${5:-$3.feedback}/judgemessage.txt" "$interact_first")
	fi
	line=$("$verdict" "${flags[@]}" $((limit_ms * ${time_scale:-1})) \
		"$limit_mib" "$out_cap_mib" "$run_line" "$1" "$2" "$3" "$4")
	status=$?
	(( status < 2 )) || return 2
	read_record "$line"	# as the sandbox's --tests prints one
	return "$status"
}

# run_checker CHECKER IN ANSWER OUT FEEDBACK: after a run, when it
# exited 0 and an answer is expected, CHECKER judges OUT as problemtools
# runs an output validator (`CHECKER IN ANSWER FEEDBACK_DIR < OUT`,
# tests/common/checker.h), outside the program's box but under limits
# of its own (sandbox.c with ISOLATE=0: checker_ms, 10 s unless set,
# and checker_mib, 1 GiB unless set (0: not judged, for sanitizers),
# killed as a whole), FEEDBACK_DIR being FEEDBACK, made anew;
# prints the sandbox's line of its run, or NONE when there is nothing to
# check.  Status 2 when it could not be run.
run_checker() {
	local sandbox=${JUDGE_TOOLS:-${BASH_SOURCE[0]%/*}/../../build/tools}/sandbox
	local feedback=$5
	if [[ $run_outcome != EXIT || $run_code != 0 || $3 == - ||
	      $3 == *.err ]]; then
		echo NONE
		return
	fi
	if [[ ! -x $1 ]]; then
		echo "judge: no checker $1 (run make first)" >&2
		return 2
	fi
	rm -rf "$feedback" && mkdir "$feedback" || return 2
	ISOLATE=0 "$sandbox" --time "${checker_ms:-10000}" \
		--memory "${checker_mib:-1024}" --output 64 --in "$4" \
		--out "$feedback/stdout" --err "$feedback/stderr" --dir "$PWD" \
		-- "$1" "$2" "$3" "$feedback"
}

# The core's files this one reads, from lib_dir (no dirname: lib.sh is
# read many times a run): box.sh, what the box promises here and a
# compiler's run in it (check_isolation, compile_in_box); measure.sh,
# instructions counted by callgrind; facts.sh, a problem's facts
# (read_problem, read_limits, compare_rule, ...); score.sh, the one
# scoring rule (score_record); checkers.sh, the checkers' own tests in
# every build; progress.sh, a long job's line (progress, wait_a_second).
lib_dir=.
[[ ${BASH_SOURCE[0]} == */* ]] && lib_dir=${BASH_SOURCE[0]%/*}
# shellcheck source=tools/core/box.sh
. "$lib_dir/box.sh"
# shellcheck source=tools/core/measure.sh
. "$lib_dir/measure.sh"
# shellcheck source=tools/core/facts.sh
. "$lib_dir/facts.sh"
# shellcheck source=tools/core/score.sh
. "$lib_dir/score.sh"
# shellcheck source=tools/core/checkers.sh
. "$lib_dir/checkers.sh"
# shellcheck source=tools/core/progress.sh
. "$lib_dir/progress.sh"

# answer_of PROG IN OUT DIR: our own program's answer to IN in OUT (run
# as run_limited runs, in DIR, its stderr in OUT.err, through stdin and
# stdout whatever JUDGE_FILE says); status 0 when it answered, exiting 0
# within the limits.
answer_of() {
	JUDGE_FILE='' run_limited "$1" "$2" "$3" "$3.err" "$4" &&
		[[ $run_outcome == EXIT && $run_code == 0 ]]
}

# Milliseconds as seconds, and KiB as MiB, for people.
# With -v VAR first, each is put in VAR (no subshell).
seconds() {
	local into='' text
	[[ $1 == -v ]] && { into=$2; shift 2; }
	printf -v text '%d.%03d' $(($1 / 1000)) $(($1 % 1000))
	put "$into" "$text"
}
mebibytes() {
	local into='' t
	[[ $1 == -v ]] && { into=$2; shift 2; }
	t=$((($1 * 10 + 512) / 1024))
	put "$into" "$((t / 10)).$((t % 10))"
}

# A temporary folder in $work, removed however the script ends, as are
# the paths in work_also (a file written elsewhere, then renamed).
make_work() {
	work=$(mktemp -d "${TMPDIR:-/tmp}/$1.XXXXXX") || exit 2
	work_also=()
	trap 'rm -rf "$work" "${work_also[@]}"; stop_background' EXIT
	trap 'exit 130' INT
	trap 'exit 143' TERM HUP
}

