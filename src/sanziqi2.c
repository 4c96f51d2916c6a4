/*
 * Problem: Luogu P1917 三子棋II (tic-tac-toe: who wins from here?)
 * Limits:  1 s, 128 MiB (not published; assumed)
 * Input:   3 rows of 3 characters from `O` `X` `-`: xiaoa's O, uim's X,
 *          empty.  O moves first, so O is to move when the stones number
 *          even.  Beyond the statement: any legal position, that is one
 *          reachable from the empty board by alternating play, O first,
 *          stopping at the first line (5478 of them), won ones included;
 *          and any number of boards, one after another, each answered.
 * Output:  per board, `xiaoa will win.`, `uim will win.` or `Dont know.`
 *          (a draw) under perfect play, then the number of stones.
 * Idea:    minimax on win / draw / loss, memoised on the board, which alone
 *          fixes the mover.  Two facts of the game prune it: a mover who
 *          can complete a line wins; if not, a mover facing two cells that
 *          would complete the opponent's line loses, and facing one must
 *          play there (anything else loses at once).  Shortcuts fail
 *          here: "an X on an edge loses" is wrong for -X- / -O- / -O-,
 *          which is a draw (see tests/sanziqi2/README.md).
 *          A position that is not legal is rejected with the reason, one
 *          line on stderr, exit status 1.  The rules of legality: O has as
 *          many stones as X or one more; at most one side owns lines; the
 *          side that owns one moved last.  These suffice: a side's lines
 *          all share the cell it played last (two disjoint lines take six
 *          stones, and O has at most five), and taking back that stone
 *          leaves a position with no line, reachable in any order.
 * State:   board code = sum cell[k] * 3^k (board.h): `-` 0, `O` 1, `X` 2;
 *          outcome[code] = 1 + (+1 O wins, 0 draw, -1 X wins), 0 unknown.
 * Time:    O(3^9 * 9) in all, however many boards: each position is
 *          searched at most once, and the pruning skips most of them.
 *          Memory: O(3^9).
 * Status:  both samples, the four trap boards and a CRLF sample; every
 *          legal position against tests/sanziqi2/brute.c (plain minimax,
 *          no memo); illegal positions of each kind rejected.
 */
#include <string.h>

#include "board.h"

static signed char outcome[CODES];

static int stones(int cells)
{
	int n = 0;

	for (; cells; cells &= cells - 1)
		n++;
	return n;
}

/* +1 if O wins, 0 for a draw, -1 if X wins, with perfect play from a legal
 * board on which nobody owns a line; o and x are the cells of each side,
 * and o_moves says whose turn it is (O's when the stones are even). */
static int play(int code, int o, int x, int o_moves)
{
	int free = 0777 & ~(o | x), best, target, threats, moves, k;

	if (outcome[code])
		return outcome[code] - 1;
	target = o_moves ? 1 : -1;	/* the mover wins */
	threats = winning_cells(o_moves ? x : o, free);
	if (!free)
		best = 0;
	else if (winning_cells(o_moves ? o : x, free))
		best = target;		/* completes a line now */
	else if (threats & (threats - 1))
		best = -target;		/* can block only one of two */
	else {
		/* With one threat, any other move loses at once. */
		moves = threats ? threats : free;
		best = -target;
		for (k = 0; k < CELLS && best != target; k++) {
			int cell = 1 << k, v;
			if (!(moves & cell))
				continue;
			if (o_moves)
				v = play(code + pow3(k), o | cell, x, 0);
			else
				v = play(code + 2 * pow3(k), o, x | cell, 1);
			if (o_moves ? v > best : v < best)
				best = v;
		}
	}
	outcome[code] = (signed char)(best + 1);
	return best;
}

/* Why a board cannot arise in a game, or NULL when it can. */
static const char *illegal(int o, int x)
{
	int no = stones(o), nx = stones(x);

	if (no != nx && no != nx + 1)
		return "O moves first and the players alternate, so O has as "
		       "many stones as X or one more";
	if (lines_in(o) && lines_in(x))
		return "both sides own a line, but the game ends at the first";
	if (lines_in(o) && no == nx)
		return "X has moved after O's line, but the game ends there";
	if (lines_in(x) && no == nx + 1)
		return "O has moved after X's line, but the game ends there";
	return NULL;
}

/* Appends a line of text to the output (board.h). */
static void put_line(const char *s)
{
	long n = (long)strlen(s);
	char *p = output_room(n + 1);

	memcpy(p, s, n);
	p[n] = '\n';
	output.len += n + 1;
}

int main(void)
{
	static const char *const verdict[3] = {
		"uim will win.", "Dont know.", "xiaoa will win."
	};

	do {
		int code = read_board("-OX");
		int o = cells_of(code, 1), x = cells_of(code, 2), result;
		const char *why = illegal(o, x);

		if (why)
			input_error("not a position of a real game: %s", why);
		if (lines_in(o))
			result = 1;
		else if (lines_in(x))
			result = -1;
		else
			result = play(code, o, x, stones(o) == stones(x));
		put_line(verdict[result + 1]);
		put_line_int(stones(o) + stones(x));
	} while (!input_done());
	return output_flush();
}
