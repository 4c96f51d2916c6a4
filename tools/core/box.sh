# shellcheck shell=bash
# box.sh: what the bash tools ask of the box besides a run: what it
# promises on this kernel (check_isolation) and a compiler's run in a
# box of its own (compile_in_box).  Sourced by tools/core/lib.sh.

# check_isolation: runs are isolated (tools/core/sandbox.c: a root of their
# own, namespaces, no network) and counted as a whole (cgroups) unless
# ISOLATE=0; each promise the kernel does not let us keep is said in one
# line on stderr, once, and without namespaces ISOLATE=0 is exported for
# the runs that follow.  check_isolation untrusted: for a submission, no
# box is an error (status 1), unless ISOLATE=0 says to run it plainly.
check_isolation() {
	local sandbox=${tool_dir:?}/sandbox
	local promises
	[[ ${ISOLATE:-1} == 0 || -n ${ISOLATION_CHECKED:-} ]] && return
	[[ -x $sandbox ]] || return 0
	promises=$("$sandbox" --probe 2>/dev/null)
	if [[ $promises != *"isolated: yes"* && ${1:-} == untrusted ]]; then
		echo "judge: this kernel refuses namespaces, so a submission" \
			"cannot be boxed; ISOLATE=0 runs it plainly, for code" \
			"you trust" >&2
		return 1
	fi
	export ISOLATION_CHECKED=1
	if [[ $promises != *"isolated: yes"* ]]; then
		echo "judge: this kernel refuses namespaces, so runs are not" \
			"isolated: judge only code you trust (ISOLATE=0 asks for" \
			"this plainly)" >&2
		export ISOLATE=0
	fi
	if [[ $promises != *"counted: the whole run"* &&
	      ${ISOLATE:-1} != 0 ]]; then
		echo "judge: no cgroup may be made here (run as root for one)," \
			"so a run is held to what can be counted: one process" \
			"(threads allowed), its memory and its folder's files;" \
			"a second process, or a call that holds memory outside" \
			"them (a pipe, a socket, shared memory: the list is" \
			"box_filter's, tools/core/box.h), kills it (RE, SIGSYS)" >&2
	elif [[ $promises != *"counted: the whole run"* ]]; then
		echo "judge: no cgroup may be made here (run as root for one)," \
			"so CPU and memory are counted per process: children" \
			"killed at the end may go uncounted" >&2
	fi
}

# compile_in_box FOLDER OUT ERR COMPILER ARG...: COMPILER (a command name)
# run in FOLDER, which holds the source, in a box of its own
# (tools/core/sandbox.c --keep-files: the compiler sees the system's folders
# and FOLDER, nothing of the project, the caller or /tmp), under 30 s of
# CPU, 1 GiB and 64 MiB of output, its stdout and stderr in OUT and ERR.
# Status 0 when it exited 0.
compile_in_box() {
	local sandbox=${tool_dir:?}/sandbox
	local compiler verdict code
	compiler=$(command -v "$4") && compiler=$(readlink -f "$compiler") ||
		return 1
	chmod 777 "$1" || return 1	# nobody's, in the box
	read -r verdict code _ < <("$sandbox" --keep-files --time 30000 \
		--memory 1024 --output 64 --out "$2" --err "$3" --dir "$1" \
		-- "$compiler" "${@:5}")
	[[ $verdict == EXIT && $code == 0 ]]
}
