# shellcheck shell=bash
# shellcheck disable=SC2154,SC2034 # yours's variables (it sources this
# file), some read in hints.sh
# How SOL fails on an input, and shrinking that input keeping the way it
# fails; the report and the saved hack.

# failure IN: how SOL fails on IN, a valid input ours answers, into how:
# WA, TLE, MLE, OLE, or RE with what ended it (RE SIGSEGV, RE exit status
# 3); OK when it answers as ours does (or, for a problem judged by a
# checker, when the checker accepts it); empty when IN is not such an
# input.  Ours's answer is left in $work/want, SOL's in $work/got and its
# stderr in $work/err, the verdict's detail in $work/detail (tools/core/
# lib.sh's judge_run: the one rule).  No subshell, and no process a
# shrinker's try can spare: a try is what shrinking costs.
failure() {
	how=
	"$validate" <"$1" >/dev/null 2>&1
	(( $? == 42 )) || return 0
	fresh_cwd
	answer_of "$ours" "$1" "$work/want" "$work/cwd" || return 0
	fresh_cwd
	judge_run "$theirs" "$1" "$work/want" "$work/got" "$work/err" \
		"$work/cwd"
	(( $? == 2 )) && exit 2
	local detail=${result[detail]:-}
	printf '%s\n' "$detail" >"$work/detail"
	case ${result[verdict]:-} in
	AC) how=OK ;;
	BUSY) say "the machine gave a run no CPU for ten times its wall" \
		"budget, three times: too busy to judge; try again"
	      exit 2 ;;
	RE) detail=${detail#(}
	    how="RE ${detail%%)*}" ;;
	*) how=${result[verdict]:-} ;;
	esac
}

# fresh_cwd: $work/cwd, a run's folder, as made anew (made again only
# when a run left something in it or took a right from it).
fresh_cwd() {
	local left
	for left in "$work"/cwd/{*,.[!.]*,..?*}; do
		[[ -e $left || -L $left ]] && rm -rf "$work/cwd" && break
	done
	[[ -d $work/cwd && -r $work/cwd && -w $work/cwd && -x $work/cwd ]] ||
		{ rm -rf "$work/cwd" && mkdir "$work/cwd"; } || exit 2
}

# breaks IN [BYTES]: whether SOL fails on IN the way it first failed
# ($kind; the first call sets it): a crash stays a crash, a TLE a TLE.  A
# valid input it answers right sets answered_right.  Each call is a try,
# and costs IN's bytes (bytes_tried; BYTES when the caller counted them).
tries=0 bytes_tried=0 kind='' answered_right=0
breaks() {
	local how bytes=${2:-}
	[[ -n $bytes ]] || bytes=$(wc -c <"$1")
	tries=$((tries + 1)) bytes_tried=$((bytes_tried + bytes))
	failure "$1"
	[[ $how == OK ]] && answered_right=1
	[[ -n $how && $how != OK ]] || return 1
	[[ -n $kind ]] || kind=$how
	[[ $how == "$kind" ]]
}

# cases_of IN FIRST LAST: cases FIRST..LAST (1-based) of IN as an input.
cases_of() {
	awk -v lines="$case_lines" -v first="$2" -v last="$3" \
	    -v count="$( [[ $cases == count ]] && echo 1 || echo 0)" '
	NR == 1 && count { print last - first + 1; next }
	{ c = int((NR - 1 - count) / lines) + 1 }
	c >= first && c <= last' "$1"
}

# shrink_cases: the current input to the shortest run of its cases that
# still breaks SOL: halves, quarters, ... each tried in turn.
shrink_cases() {
	local total size first
	[[ $cases == one ]] && return
	total=$(wc -l <"$work/now.in")
	[[ $cases == count ]] && total=$((total - 1))	# the count line
	total=$((total / case_lines))
	size=$((total / 2))
	while (( size >= 1 )) && can_try; do
		for ((first = 1; first <= total; first += size)); do
			can_try || return 0
			cases_of "$work/now.in" "$first" \
				$((first + size - 1)) >"$work/try.in"
			if breaks "$work/try.in"; then
				mv "$work/try.in" "$work/now.in"
				total=$size size=$((size / 2))
				continue 2
			fi
		done
		size=$((size / 2))
	done
}

# shrink_steps [later]: the current input to its first neighbour that
# still breaks SOL (`shrink K`: simpler; `shrink later K`: a position
# later in the game), again and again until none does, within the
# budget.  Each step lowers a count (cases or stones; empty cells), so
# it ends.  On an input of over 2000 lines it ends at the first
# neighbour no shorter (the steps that keep the lines, a stone taken off,
# come last, and are for an input a person reads whole), or after 64
# neighbours in a row that do not break it (each costs a run on a large
# input, where the runs cut by halves have done the work).
shrink_steps() {
	local k=0 lines counts try_lines try_bytes
	lines=$(wc -l <"$work/now.in")
	while can_try; do
		"$shrink" "$@" "$k" <"$work/now.in" >"$work/try.in" \
			2>/dev/null || return 0
		counts=$(wc -lc <"$work/try.in")
		read -r try_lines try_bytes <<<"$counts"
		(( lines > 2000 && (try_lines >= lines || k >= 64) )) &&
			return 0
		if breaks "$work/try.in" "$try_bytes"; then
			mv "$work/try.in" "$work/now.in"
			k=0 lines=$try_lines
		else
			k=$((k + 1))
		fi
	done
}

# check_later: the positions later in the game below the current input
# (`shrink later K`, move by move, breadth first), each that is an input
# judged, at most 64 of them; one that is not an input is not gone
# below.  Sets later_right (how many were answered right), later_depth
# (how many moves down every input was judged) and later_whole (1 when
# every one below was judged); returns 1 when the input has no later
# positions, 0 otherwise.  A position yours gets wrong the same way
# ($kind) is left in $work/deeper.in and ends the search (later_wrong
# 1; another way of failing: 2).
check_later() {
	local queue=("$work/now.in") next pos k n=0 status how
	later_right=0 later_depth=0 later_whole=0 later_wrong=0
	"$shrink" later 0 <"$work/now.in" >/dev/null 2>&1
	(( $? == 2 )) && return 1
	rm -rf "$work/later" && mkdir "$work/later" || exit 2
	while (( ${#queue[@]} )); do
		next=()
		for pos in "${queue[@]}"; do
			for ((k = 0; ; k++)); do
				(( later_right >= 64 )) && return 0
				n=$((n + 1))
				"$shrink" later "$k" <"$pos" >"$work/later/$n.in" \
					2>/dev/null
				status=$?
				(( status == 0 )) || break
				failure "$work/later/$n.in"
				case $how in
				OK) later_right=$((later_right + 1))
				    next+=("$work/later/$n.in") ;;
				'') ;;	# not an input: not gone below
				"$kind") later_wrong=1
				    cp "$work/later/$n.in" "$work/deeper.in"
				    return 0 ;;
				*) later_wrong=2; return 0 ;;
				esac
			done
		done
		later_depth=$((later_depth + 1)) queue=("${next[@]}")
	done
	later_whole=1
}

# shrink_later: down the game tree to the latest position yours gets
# wrong: each step to a position a move later that still breaks it;
# where none does, the first it gets wrong further down (check_later),
# and on from there.
shrink_later() {
	local round
	for ((round = 0; round < 9; round++)); do
		shrink_steps later
		can_try && check_later && (( later_wrong == 1 )) ||
			return 0
		mv "$work/deeper.in" "$work/now.in"
	done
}

# save_hack: the input as hacks/SLUG/N.in, our answer as .out, and who
# found it as .found; an input saved before is named, not saved again.
save_hack() {
	local n=1 old
	mkdir -p "$hacks" || exit 2
	for old in "$hacks"/*.in; do
		if [[ -e $old ]] && cmp -s "$old" "$work/now.in"; then
			hack=${old%.in} saved="Saved before as $hack.in"
			return
		fi
	done
	while [[ -e $hacks/$n.in ]]; do n=$((n + 1)); done
	hack=$hacks/$n saved="Saved as $hack.in"
	cp "$work/now.in" "$hack.in"
	cp "$work/want" "$hack.out"
	printf 'found by make %s P=%s SOL=%s%s on %s\n' "$mode" "$slug" "$sol" \
		"${found_by:-}" "$(date -u +%Y-%m-%d)" >"$hack.found"
}

# budget_for IN: how many candidates shrinking may try: BUDGET, and
# 2^27 bytes of input in all (each candidate costs a run on it: halving a
# 16 MiB input costs twice its size, then the steps are small); a TLE,
# each costing a time limit, 8; SHRINK=0 in the environment: none.
budget_for() {
	budget=$limit_budget byte_budget=$((1 << 27))
	[[ $kind == TLE ]] && budget=$tle_budget
	[[ ${SHRINK:-1} == 0 ]] && budget=0
	return 0
}

# can_try: status 0 while the budget allows another candidate.
can_try() {
	(( tries < budget && bytes_tried < byte_budget ))
}

# replay_fixed: for an interactive problem whose problem.sh has a
# replay function (`replay IN FEEDBACK`: IN with the interactor's moves
# of the exchange in FEEDBACK fixed, such as a list of moves), the
# current input made that, if it breaks SOL the same way: a game the
# shrinker can cut move by move.
replay_fixed() {
	[[ $compare == interactive ]] && declare -F replay >/dev/null ||
		return 0
	replay "$work/now.in" "$work/got.feedback" >"$work/try.in" 2>/dev/null &&
		breaks "$work/try.in" && mv "$work/try.in" "$work/now.in"
	return 0
}

# shrink_and_report IN: shrinks IN, keeping the way SOL fails on it,
# prints and saves what is left, exits 1.
shrink_and_report() {
	local tried
	cp "$1" "$work/now.in"
	tries=0 bytes_tried=0 kind='' answered_right=0
	breaks "$work/now.in"	# the kind of failure to keep
	budget_for "$work/now.in"
	replay_fixed
	shrink_cases
	shrink_steps
	shrink_later	# down the game tree, where there is one
	tried=$tries
	failure "$work/now.in"	# its answers, for the report
	save_hack
	echo
	if [[ ${SHRINK:-1} == 0 ]]; then
		echo "The input that breaks $(printable "$sol") (not shrunk:" \
			"SHRINK=0):"
	else
		echo "The smallest input found that breaks $(printable "$sol")" \
			"($tried tried):"
	fi
	show "$work/now.in" input
	if [[ $kind == WA && $compare =~ ^(tokens|exact)$ ]]; then
		echo "Yours: $(cat "$work/detail")"
		beside "$work/want" "$work/got"
	else
		if [[ $rule == --checker=* ]]; then
			echo "Our answer (one of the right ones; the checker" \
				"judges yours):"
		else
			echo "Our answer:"
		fi
		show "$work/want" ours
	fi
	if [[ $kind == WA && $compare == interactive ]]; then
		echo "Yours: $(cat "$work/detail")"
		echo "The game (< the judge's lines, > yours):"
		show "$work/got.feedback/interaction" game 40
	elif [[ $kind == WA && $compare == checker ]]; then
		echo "Yours: $(cat "$work/detail")"
		show "$work/got" yours
	elif [[ $kind != WA ]]; then
		echo "Yours: $kind$( [[ $kind == TLE ]] &&
			echo " (over $(seconds $((limit_ms * time_scale))) s)")"
	fi
	if [[ -s $work/err ]]; then
		echo "Its last lines on stderr:"
		tail -n 5 "$work/err" | tail -c 2000 >"$work/err.tail"
		show "$work/err.tail" stderr 5
	fi
	[[ $kind == TLE ]] || format_slip || foreign_words ||
		fails_everywhere || where_it_goes_wrong
	if [[ $compare == interactive ]]; then
		cp "$work/got.feedback/interaction" "$hack.interaction" 2>/dev/null
		echo "$saved, our answer as $hack.out, the game as" \
			"$hack.interaction.  Each move's value:" \
			"make explain P=$slug IN=$hack.interaction; yours again:" \
			"make judge P=$slug SOL=$(printable "$sol") (hacks/ first)"
		exit 1
	fi
	echo "$saved, our answer as $hack.out.  Run yours again under the" \
		"judge's limits (its output, then the verdict line):"
	echo "    build/tools/sandbox --time $limit_ms --memory $limit_mib" \
		"--output 64 --in $hack.in --out - --err - $theirs"
	echo "Ours on it: make run P=$slug IN=$hack.in; our best play:" \
		"make explain P=$slug IN=$hack.in"
	exit 1
}
