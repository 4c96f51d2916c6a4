# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# printer SLUG...: a submission's bytes reach a person only through
# tools/core/lib.sh's printable: tools/checks/forger.c (escapes that
# forge a verdict), under a name with a byte past ASCII, is judged, hacked
# and explained by tools/front/yours on the first of the problems judged
# by tokens or exactly, and judged as a class's folder with a CSV; no
# line any of them prints, nor the CSV, may hold a byte outside printable
# ASCII (tabs and newlines aside), and explain shows the escapes as \x1b.
check_printer() {
	local slug='' dir=$work/printer front shown good=0 bad=0
	for slug in "$@"; do
		read_problem "$slug" 2>/dev/null &&
			[[ $compare == tokens || $compare == exact ]] && break
		slug=
	done
	[[ -n $slug ]] || return 0
	mkdir -p "$dir/class" || return 1
	cp tools/checks/forger.c "$dir/class/forger-"$'\xc3\xa9'.c &&
		cp tools/checks/forger.c "$dir/forger.c" || return 1
	for front in "judge $slug $dir/forger.c 20" \
		"hack $slug $dir/forger.c 2 1 20" \
		"explain $slug $dir/forger.c tests/$slug/sample/sample-1.in 1" \
		"judge $slug $dir/class 20"; do
		# shellcheck disable=SC2086 # the front-end's words
		shown=$(CSV=$dir/class.csv V='' ALL='' tools/front/yours \
			--kept "$dir/kept" --hacks "$dir/hacks" $front 2>&1
			cat "$dir/class.csv" 2>/dev/null)
		if LC_ALL=C grep -q $'[^\t -~]' <<<"$shown"
		then
			bad=$((bad + 1))
			line FAIL printer "tools/front/yours $front printed" \
				"a byte of the submission's raw"
		elif [[ $front == explain* && $shown != *'\x1b[32myours'* ]]
		then
			bad=$((bad + 1))
			line FAIL printer "explain SOL= did not show yours escaped"
		else
			good=$((good + 1))
		fi
	done
	summary printer "$good" "$bad" "judge, hack, explain SOL= and a" \
		"class's table and CSV show a submission's bytes escaped"
}

runs 150 check_printer --if tools data
