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

# tool_dir: the folder of the tools make builds (build/tools), a full
# path: a caller may change folders.
lib_dir=.
[[ ${BASH_SOURCE[0]} == */* ]] && lib_dir=${BASH_SOURCE[0]%/*}
[[ $lib_dir == /* ]] || lib_dir=$PWD/$lib_dir
tool_dir=$lib_dir/../../build/tools

# set_box_options [--judged]: into the array box_options, the sandbox's
# options (tools/core/sandbox.c) for a run of a program: its limits, as
# read_limits set them (CPU time limit_ms times time_scale, 1 unless
# set; memory limit_mib, judged unless judge_memory=0; output
# out_cap_mib), its channel (io_file=NAME: the files NAME.in and
# NAME.out, IO=file, the sandbox's --file; else stdin and stdout); with
# --judged, for a run judged as a test, the problem's rule ($rule:
# --tokens, --exact, lines when empty, --checker=CHECKER or
# --interactor=INTERACTOR, which run as problemtools runs them, outside
# the program's box under limits of their own: checker_ms, 10 s unless
# set, and checker_mib, 1 GiB unless set, 0 not judged, for sanitizers).
out_cap_mib=64 io_file=''
set_box_options() {
	local mem=0
	(( ${judge_memory:-1} )) && mem=$limit_mib
	box_options=(--time $((limit_ms * ${time_scale:-1})) --memory "$mem"
		--output "$out_cap_mib" ${io_file:+--file "$io_file"})
	[[ ${1:-} == --judged && -n $rule ]] || return 0
	box_options+=(--rule "${rule#--}")
	[[ $rule == --checker=* || $rule == --interactor=* ]] &&
		box_options+=(--judge-time "${checker_ms:-10000}"
			--judge-memory "${checker_mib:-1024}")
}

# run_limited PROG IN OUT ERR DIR: PROG run in build/tools/sandbox, in
# the folder DIR, under set_box_options's limits, through its channel.
# Sets
# run_line, the sandbox's line, and from it run_outcome (how the run
# ended: OLE, MLE, TLE, RE, BUSY or EXIT), run_code (the signal, or the
# exit status), run_ms, run_kib, run_wall_us and run_end (ended, cpu,
# idle, starved or output).  A run, not a test: judge_run gives a test
# its verdict.  Status 2 when the sandbox could not run it.
run_limited() {
	set_box_options
	run_line=$("$tool_dir/sandbox" "${box_options[@]}" --in "$2" \
		--out "$3" --err "$4" --dir "$5" -- "$1") || return 2
	read -r run_outcome run_code run_ms run_kib run_wall_us run_end \
		<<<"$run_line"
}

# run_tests PROG LIST OUT ERR DIR [--stop]: PROG run on each test of
# LIST (a line each: IN, a tab, EXPECTED as judge_run takes it) by one
# sandbox (tools/core/sandbox.c --tests), as judge_run runs one, each
# printed as a record, a line of named fields (read_record); --stop:
# none after the first that fails.  Status 2 when the sandbox failed.
run_tests() {
	set_box_options --judged
	"$tool_dir/sandbox" "${box_options[@]}" --tests "$2" --out "$3" \
		--err "$4" --dir "$5" ${6:+"$6"} -- "$1"
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
# test: PROG run on IN as run_limited runs it, and the test given its
# verdict by the one rule (tools/core/verdict.h), by the sandbox itself
# (--expect): EXPECTED is the expected output, compared by $rule, or
# judged by a checker (the checker's folder OUT.feedback), or the answer
# an interactor is given (PROG plays against it through tools/core/
# interact.c; the exchange in OUT.feedback/interaction), or NAME.err,
# an expected rejection, or - for either an answer or a rejection.  Its
# record goes into the array result (read_record): verdict (AC, WA,
# RE, TLE, MLE, OLE or BUSY; JE when the checker failed), detail (what a
# person reads after it), outcome, code, cpu_ms, peak_kib, wall_us, end
# and in; a front-end reads the test from it alone.  Status 0 for AC, 1
# for another verdict, 2 when the verdict could not be had (result
# empty).
judge_run() {
	local line
	result=()
	set_box_options --judged
	line=$("$tool_dir/sandbox" "${box_options[@]}" --in "$2" \
		--expect "$3" --out "$4" --err "$5" --dir "$6" -- "$1") ||
		return 2
	read_record "$line"
	[[ ${result[verdict]} == AC ]] || return 1
}

# judge_output IN EXPECTED OUT SCRATCH: the verdict of OUT, an output
# written beforehand, as by a run that exited 0 within every limit,
# stderr empty (the sandbox's --given), on IN, as judge_run gives it
# (result); the checker's folder SCRATCH.feedback: for testing a
# checker on outputs right and wrong.
judge_output() {
	local line
	result=()
	set_box_options --judged
	line=$("$tool_dir/sandbox" "${box_options[@]}" --in "$1" \
		--expect "$2" --given "$3" --out "$4") || return 2
	read_record "$line"
	[[ ${result[verdict]} == AC ]] || return 1
}

# The core's files this one reads, from lib_dir (above; no dirname:
# lib.sh is read many times a run): box.sh, what the box promises here and a
# compiler's run in it (check_isolation, compile_in_box); measure.sh,
# instructions counted by callgrind; facts.sh, a problem's facts
# (read_problem, read_limits, compare_rule, ...); score.sh, the one
# scoring rule (score_record); checkers.sh, the checkers' own tests in
# every build; progress.sh, a long job's line (progress, wait_a_second).
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
# as run_limited runs, but plain, ISOLATE=0: our own code, and a
# shrinker's try the cheaper; in DIR, its stderr in OUT.err, through
# stdin and stdout whatever io_file says); status 0 when it answered,
# exiting 0 within the limits.
answer_of() {
	ISOLATE=0 io_file='' run_limited "$1" "$2" "$3" "$3.err" "$4" &&
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

