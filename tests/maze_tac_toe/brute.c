/*
 * Brute force for maze_tac_toe: breadth-first search over (cell, board)
 * with a full visited array, board as a 3x3 array of characters turned
 * into a number only to index that array.  Shares no code
 * with the solution, and trusts its input to be well formed.
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
	return b == 'O' && ((a == 'M' && c == 'O') || (a == 'O' && c == 'M'));
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

#ifndef EXPLAIN	/* explain.c builds on the helpers above */
/* Reads the maze and finds its start; 0 if N is out of range, the input
 * ends early or a row is not 3N characters long. */
static int read_maze(void)
{
	int r, c, len;

	if (scanf("%d", &n) != 1 || n < 3 || n > 25)
		return 0;
	for (r = 0; r < n; r++) {
		if (scanf("%75s", maze[r]) != 1)
			return 0;
		len = (int)strlen(maze[r]);
		if (len != 3 * n)
			return 0;
		for (c = 0; c < n; c++)
			if (maze[r][3 * c] == 'B')
				sr = r, sc = c;
	}
	return 1;
}

/* board with the move s (M or O, row, column) played, or as it was if
 * that square is taken already. */
static int played(int board, const char *s)
{
	int sq = 3 * (s[1] - '1') + (s[2] - '1'), p3 = 1;

	while (sq--)
		p3 *= 3;
	if (board / p3 % 3 == 0)
		board += (s[0] == 'M' ? 1 : 2) * p3;
	return board;
}

/* The state a step in direction d leads to from (cell, board), the move
 * there played; -1 if the step leaves the maze or meets a wall. */
static int step(int cell, int board, int d)
{
	static const int dr[4] = {-1, 1, 0, 0}, dc[4] = {0, 0, -1, 1};
	int nr = cell / n + dr[d], nc = cell % n + dc[d];
	const char *s;

	if (nr < 0 || nr >= n || nc < 0 || nc >= n)
		return -1;
	s = &maze[nr][3 * nc];
	if (s[0] == '#')
		return -1;
	if (s[0] == 'M' || s[0] == 'O')
		board = played(board, s);
	return (nr * n + nc) * 19683 + board;
}

/* The breadth-first search from the start: every state reachable without
 * going on from a winning board; won marks the winning boards met. */
static void breadth_first_search(void)
{
	int head = 0, tail = 0, d;

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
			int next_state = step(cell, board, d);
			if (next_state >= 0 && !visited[next_state]) {
				visited[next_state] = 1;
				queue[tail++] = next_state;
			}
		}
	}
}

int main(void)
{
	int count = 0, d;

	if (!read_maze())
		return 2;
	visited = calloc((size_t)n * n * 19683, 1);
	queue = malloc(sizeof *queue * (size_t)n * n * 19683);
	if (!visited || !queue)
		return 2;
	breadth_first_search();
	for (d = 0; d < 19683; d++)
		count += won[d];
	printf("%d\n", count);
	return 0;
}
#endif
