# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# one-verdict: a test's verdict is decided in one place, decide() in
# tools/core/verdict.h, which tools reach through tools/core/lib.sh's
# run_tests and judge_run (or, in C, by including verdict.h).  Outside
# tools/core/, nothing calls the verdict program or compares outputs
# itself, and nothing reads a run's exit status or the sandbox's
# outcome as a verdict (run_code, run_line, an EXIT): a front-end reads
# a test's record, by field name (result, never a run_* variable).
# The self-test, which tests the rule itself, is the one exception.
check_one_verdict() {
	local found
	found=$(grep -rnE -e 'build/tools/(verdict|compare)|run_code|run_line' \
		-e 'run_(verdict|detail|outcome|ms|kib|wall_us|end)\b' \
		-e 'EXIT\b|compare\.h|[^_]compare\(' \
		"$here/../front" "$here/../checks" |
		grep -v -e '^[^:]*/checks/selftest' -e '^[^:]*/one-verdict.sh:' \
			-e '^[^:]*:[0-9]*:[[:space:]]*[#*]' -e '^[^:]*:[0-9]*: \*')
	if [[ -n $found ]]; then
		line FAIL one-verdict "a verdict decided outside tools/core/:"
		printf '     %s\n' "${found//$'\n'/$'\n     '}"
		summary one-verdict 0 1 "decide() is not the only rule"
	else
		summary one-verdict 1 0 \
			"every tool judges through decide() (tools/core/verdict.h)"
	fi
}

runs 131 check_one_verdict --if tools
