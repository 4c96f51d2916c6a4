/*
 * any-two-o-one-m: a wrong solution to maze_tac_toe, kept to prove the tests catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 * Points: 17 of 37 tests (each test alike).
 *
 * Mistake: it takes any line with one M and two O for a win, OMO included;
 * only MOO and OOM win.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>



static int n, sr, sc;
static char maze[25][76];
static unsigned char *visited, won[19683];
static int *queue;

static void decode(int board, char sq[3][3])
{
	int i;

	for (i = 0; i < 9; i++, board /= 3)
		sq[i / 3][i % 3] = ".MO"[board % 3];
}

static int is_moo(char a, char b, char c)
{
	return (a == 'M') + (b == 'M') + (c == 'M') == 1 &&
	       (a == 'O') + (b == 'O') + (c == 'O') == 2;	/* OMO too */
}

static int wins(int board)
{
	char q[3][3];
	int i;

	decode(board, q);
	for (i = 0; i < 3; i++)
		if (is_moo(q[i][0], q[i][1], q[i][2]) ||
		    is_moo(q[0][i], q[1][i], q[2][i]))
			return 1;
	return is_moo(q[0][0], q[1][1], q[2][2]) ||
	       is_moo(q[0][2], q[1][1], q[2][0]);
}

int main(void)
{
	static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
	int r, c, len, head = 0, tail = 0, count = 0, d;

	if (scanf("%d", &n) != 1 || n < 3 || n > 25)
		return 2;
	for (r = 0; r < n; r++) {
		if (scanf("%75s", maze[r]) != 1)
			return 2;
		len = (int)strlen(maze[r]);
		if (len != 3 * n)
			return 2;
		for (c = 0; c < n; c++)
			if (maze[r][3 * c] == 'B')
				sr = r, sc = c;
	}
	visited = calloc((size_t)n * n * 19683, 1);
	queue = malloc(sizeof *queue * (size_t)n * n * 19683);
	if (!visited || !queue)
		return 2;
	queue[tail++] = (sr * n + sc) * 19683;
	visited[queue[0]] = 1;
	while (head < tail) {
		int state = queue[head++], board = state % 19683;
		int cell = state / 19683;
		if (wins(board)) {
			won[board] = 1;
			continue;
		}
		for (d = 0; d < 4; d++) {
			int nr = cell / n + dr[d], nc = cell % n + dc[d];
			int next = board, next_state;
			const char *s;
			if (nr < 0 || nr >= n || nc < 0 || nc >= n)
				continue;
			s = &maze[nr][3 * nc];
			if (s[0] == '#')
				continue;
			if (s[0] == 'M' || s[0] == 'O') {
				int sq = 3 * (s[1] - '1') + (s[2] - '1'), p3 = 1;
				while (sq--)
					p3 *= 3;
				if (board / p3 % 3 == 0)
					next += (s[0] == 'M' ? 1 : 2) * p3;
			}
			next_state = (nr * n + nc) * 19683 + next;
			if (!visited[next_state]) {
				visited[next_state] = 1;
				queue[tail++] = next_state;
			}
		}
	}
	for (d = 0; d < 19683; d++)
		count += won[d];
	printf("%d\n", count);
	return 0;
}
